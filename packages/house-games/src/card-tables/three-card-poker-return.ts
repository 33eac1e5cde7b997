import { type Fraction, fraction } from '@portal/lottery';
import type { Card } from '../cards.js';
import { highCardValue, threeCardCategoryOf, threeCardValue } from './poker-hands.js';

/** Plays with queen-6-4 or better (the optimal rule), folds the rest. */
export const PLAY_AT_LEAST = highCardValue([10, 4, 2]);
/** The dealer qualifies with queen-high or better (queen-3-2 is the lowest queen-high hand). */
export const DEALER_QUALIFIES_AT = highCardValue([10, 1, 0]);

/** The return of a pair-plus bet (stake included) and the ante bonus (winnings), by hand category. */
export const PAIR_PLUS_RETURN: Record<string, number> = {
  pair: 2,
  flush: 5,
  straight: 7,
  'three-of-a-kind': 31,
  'straight-flush': 41,
};
export const ANTE_BONUS: Record<string, number> = { straight: 1, 'three-of-a-kind': 4, 'straight-flush': 5 };

export const DEALER_HANDS = 18_424; // C(49, 3)
const ALL_HANDS = 22_100; // C(52, 3)

interface HandTables {
  hands: Card[][];
  sortedValues: Int32Array;
  /** Per card, the sorted values of the 1,176 hands holding it. */
  sortedByCard: Int32Array[];
  /** value of {a, b, c} at a * 2704 + b * 52 + c, in every order of the three cards. */
  valueAt: Int32Array;
}

let tables: HandTables | undefined;
function handTables(): HandTables {
  if (tables) return tables;
  const hands: Card[][] = [];
  const valueAt = new Int32Array(52 ** 3);
  const byCard: number[][] = Array.from({ length: 52 }, () => []);
  for (let a = 0; a < 52; a++) {
    for (let b = a + 1; b < 52; b++) {
      for (let c = b + 1; c < 52; c++) {
        const value = threeCardValue([a, b, c]);
        hands.push([a, b, c]);
        for (const [x, y, z] of [
          [a, b, c],
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ] as const) {
          valueAt[x * 2704 + y * 52 + z] = value;
        }
        for (const card of [a, b, c]) byCard[card]!.push(value);
      }
    }
  }
  const sortedValues = Int32Array.from(hands, ([a, b, c]) => valueAt[a! * 2704 + b! * 52 + c!]!).sort();
  tables = { hands, sortedValues, sortedByCard: byCard.map((values) => Int32Array.from(values).sort()), valueAt };
  return tables;
}

function countBelow(sorted: Int32Array, limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

const handValue = (t: HandTables, cards: readonly number[]): number =>
  t.valueAt[cards[0]! * 2704 + cards[1]! * 52 + cards[2]!]!;

/**
 * Dealer hands (of the 18,424 from the other 49 cards) worth less than `limit`, by inclusion-exclusion over the
 * player's cards: all hands, less those holding one of them, plus those holding two, less the player's own hand.
 */
function dealerHandsBelow(t: HandTables, player: readonly Card[], limit: number): number {
  let count = countBelow(t.sortedValues, limit);
  for (const card of player) count -= countBelow(t.sortedByCard[card]!, limit);
  for (let i = 0; i < 3; i++) {
    for (let j = i + 1; j < 3; j++) {
      const base = player[i]! * 2704 + player[j]! * 52;
      for (let third = 0; third < 52; third++) {
        if (third !== player[i] && third !== player[j] && t.valueAt[base + third]! < limit) count++;
      }
    }
  }
  return handValue(t, player) < limit ? count - 1 : count;
}

/** How the dealer's hands fall against a player's hand: not qualifying, qualifying below, equal, above. */
export function dealerOutcomes(player: readonly Card[]) {
  const t = handTables();
  const value = handValue(t, player);
  const notQualifying = dealerHandsBelow(t, player, DEALER_QUALIFIES_AT);
  // Below queen-high, every qualifying dealer hand beats the player's.
  if (value < DEALER_QUALIFIES_AT)
    return { notQualifying, playerWins: 0, ties: 0, dealerWins: DEALER_HANDS - notQualifying };
  const below = dealerHandsBelow(t, player, value);
  const notAbove = dealerHandsBelow(t, player, value + 1);
  return {
    notQualifying,
    playerWins: below - notQualifying,
    ties: notAbove - below,
    dealerWins: DEALER_HANDS - notAbove,
  };
}

/** The ante's return per dealer hand count when playing: ante and play back with winnings, plus the ante bonus. */
export function playReturnTimesDealerHands(player: readonly Card[]): number {
  const outcomes = dealerOutcomes(player);
  const bonus = ANTE_BONUS[threeCardCategoryOf(handValue(handTables(), player))] ?? 0;
  // Counted in antes: a dealer that does not qualify returns ante x2 and play x1; a win x2 each; a tie x1 each.
  return bonus * DEALER_HANDS + 3 * outcomes.notQualifying + 4 * outcomes.playerWins + 2 * outcomes.ties;
}

let anteReturn: Fraction | undefined;
/**
 * The ante's exact return with the queen-6-4 rule, as a house edge is quoted: 1 + the expected net per ante
 * (ante and play bets together), over all 22,100 x 18,424 deals.
 */
export function exactAnteReturn(): Fraction {
  if (anteReturn) return anteReturn;
  let net = 0;
  for (const hand of handTables().hands) {
    if (handValue(handTables(), hand) >= PLAY_AT_LEAST) net += playReturnTimesDealerHands(hand) - 2 * DEALER_HANDS;
    else net -= DEALER_HANDS;
  }
  anteReturn = fraction(BigInt(ALL_HANDS * DEALER_HANDS + net), BigInt(ALL_HANDS * DEALER_HANDS));
  return anteReturn;
}

/** Pair plus's exact return over the 22,100 three-card hands. */
export function exactPairPlusReturn(): Fraction {
  let returned = 0;
  for (const hand of handTables().hands) returned += PAIR_PLUS_RETURN[threeCardCategoryOf(threeCardValue(hand))] ?? 0;
  return fraction(returned, ALL_HANDS);
}

/** Every three-card hand of a 52-card deck (for the enumeration tests). */
export const allThreeCardHands = (): readonly Card[][] => handTables().hands;
