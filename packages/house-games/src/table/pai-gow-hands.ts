import { type Card, JOKER, rankOf, suitOf } from '../cards.js';

/**
 * Pai gow poker hands: the five-card high hand and the two-card low hand made from seven cards of a 53-card deck.
 * The joker is an ace, or any card that completes a straight, a flush or a straight flush; in the low hand it is
 * an ace. Five aces (four and the joker) beat a straight flush. A-2-3-4-5 is the lowest straight, as in poker.
 *
 * A hand's score is one number, higher is better: category x 13^5 plus its ranks (0 = two ... 12 = ace) in order
 * of importance, in base 13.
 */
export const HAND_NAMES = [
  'high card',
  'pair',
  'two pair',
  'three of a kind',
  'straight',
  'flush',
  'full house',
  'four of a kind',
  'straight flush',
  'five aces',
] as const;
/** Categories, indexes of HAND_NAMES. */
const HIGH_CARD = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;
const FIVE_ACES = 9;
const CATEGORY = 13 ** 5;
const ACE = 12;

export const categoryOf = (score: number): number => Math.floor(score / CATEGORY);

const counts = new Uint8Array(13);
const WHEEL = (1 << ACE) | 0b1111;

/**
 * Five known ranks (two of the same rank may repeat when the joker is an ace), and whether they are all of one
 * suit. Runs hundreds of thousands of times in the simulation, so it allocates nothing.
 */
function scoreOfFive(ranks: readonly number[], flush: boolean): number {
  counts.fill(0);
  let mask = 0;
  let most = 1;
  for (const rank of ranks) {
    const count = ++counts[rank]!;
    if (count > most) most = count;
    mask |= 1 << rank;
  }
  // Ranks by how many of them, then by rank: the order a tie is broken in.
  let tiebreak = 0;
  let groups = 0;
  let largest = 0;
  let nextLargest = 0;
  let placed = 0;
  for (let size = most; size >= 1 && placed < 5; size--) {
    for (let rank = ACE; rank >= 0 && placed < 5; rank--) {
      if (counts[rank] !== size) continue;
      tiebreak = tiebreak * 13 + rank;
      if (groups === 0) largest = size;
      else if (groups === 1) nextLargest = size;
      groups++;
      placed += size;
    }
  }
  tiebreak *= 13 ** (5 - groups);
  if (groups === 5) {
    const lowest = mask & -mask;
    const straightTop = mask / lowest === 0b11111 ? 31 - Math.clz32(mask) : mask === WHEEL ? 3 : -1;
    if (straightTop >= 0) return (flush ? STRAIGHT_FLUSH : STRAIGHT) * CATEGORY + straightTop * 13 ** 4;
    return (flush ? FLUSH : HIGH_CARD) * CATEGORY + tiebreak;
  }
  const category =
    largest === 5
      ? FIVE_ACES
      : largest === 4
        ? QUADS
        : largest === 3
          ? nextLargest === 2
            ? FULL_HOUSE
            : TRIPS
          : nextLargest === 2
            ? TWO_PAIR
            : PAIR;
  return category * CATEGORY + tiebreak;
}

/** The high hand's score, the joker taking its best allowed part. */
export function highScore(cards: readonly Card[]): number {
  const ranks: number[] = [];
  let suit = -2;
  let suited = true;
  for (const card of cards) {
    if (card === JOKER) continue;
    ranks.push(rankOf(card));
    if (suit === -2) suit = suitOf(card);
    else if (suitOf(card) !== suit) suited = false;
  }
  if (ranks.length === 5) return scoreOfFive(ranks, suited);
  // The joker as an ace (no flush: it has no suit), else as whichever card best completes a straight or a flush.
  ranks.push(ACE);
  let best = scoreOfFive(ranks, false);
  for (let rank = 0; rank < 13; rank++) {
    // A card already held cannot be the joker's part in a flush; a rank already held makes no straight either.
    const asFlush = suited && !ranks.slice(0, 4).includes(rank);
    ranks[4] = rank;
    const score = scoreOfFive(ranks, asFlush);
    const category = categoryOf(score);
    const completes = category === STRAIGHT || category === FLUSH || category === STRAIGHT_FLUSH;
    if (completes && score > best) best = score;
  }
  return best;
}

/** The low hand's score: a pair above any two odd cards; the joker is an ace. */
export function lowScore(cards: readonly Card[]): number {
  const [first, second] = cards.map((card) => (card === JOKER ? ACE : rankOf(card))) as [number, number];
  return first === second ? 169 + first : Math.max(first, second) * 13 + Math.min(first, second);
}

export const lowIsPair = (score: number): boolean => score >= 169;

/** A high hand must outrank its low hand, or the setting is foul. */
function outranks(high: number, low: number): boolean {
  const category = categoryOf(high);
  if (category >= TWO_PAIR) return true;
  const topRank = Math.floor(high / 13 ** 4) % 13;
  if (lowIsPair(low)) return category === PAIR && topRank >= low - 169;
  if (category === PAIR) return true;
  const secondRank = Math.floor(high / 13 ** 3) % 13;
  return topRank * 13 + secondRank >= low;
}

export interface Setting {
  high: Card[];
  low: Card[];
  highScore: number;
  lowScore: number;
}

/**
 * Category as the house way weighs it: two pair counts as a pair and a full house as three of a kind, so that a
 * second pair goes to the low hand rather than sit in the high one.
 */
const weighed = (category: number): number =>
  category === TWO_PAIR ? PAIR : category === FULL_HOUSE ? TRIPS : category;

/** Whether key a comes after key b, comparing from the first entry on. */
function isAbove(a: readonly number[], b: readonly number[]): boolean {
  const first = a.findIndex((value, k) => value !== b[k]);
  return first !== -1 && a[first]! > b[first]!;
}

/**
 * The house way (simplified, and the same for player and dealer): of the 21 ways to set seven cards, the legal one
 * with the best weighed high category, then the best low hand, then the best high hand. It plays out as: no pair,
 * the highest card high and the next two low; one pair high with the next two cards low; two pairs split (the
 * higher high); three pairs, the highest pair low; trips kept high; a full house split, the pair low; a
 * straight, flush or better kept high with the best two cards left low. It does not split big two pairs by rank,
 * three aces or four of a kind, as fuller house ways do.
 */
export function houseWay(seven: readonly Card[]): Setting {
  let best: Setting | null = null;
  let bestKey: number[] = [];
  for (let i = 0; i < 7; i++) {
    for (let j = i + 1; j < 7; j++) {
      const low = [seven[i]!, seven[j]!];
      const high: Card[] = [];
      for (let k = 0; k < 7; k++) if (k !== i && k !== j) high.push(seven[k]!);
      const setting = { high, low, highScore: highScore(high), lowScore: lowScore(low) };
      if (!outranks(setting.highScore, setting.lowScore)) continue;
      const key = [weighed(categoryOf(setting.highScore)), setting.lowScore, setting.highScore];
      if (best === null || isAbove(key, bestKey)) {
        best = setting;
        bestKey = key;
      }
    }
  }
  // Seven cards always have a legal setting (the best five high, the other two low), so best is set.
  return best!;
}

export type PaiGowResult = 'win' | 'push' | 'lose';

/** The player wins with both hands higher, loses with both lower; equal hands (copies) go to the dealer. */
export function compareSettings(player: Setting, dealer: Setting): PaiGowResult {
  const highWon = player.highScore > dealer.highScore;
  const lowWon = player.lowScore > dealer.lowScore;
  return highWon && lowWon ? 'win' : !highWon && !lowWon ? 'lose' : 'push';
}

export const handName = (score: number, low = false): string =>
  low ? (lowIsPair(score) ? 'pair' : 'high card') : HAND_NAMES[categoryOf(score)]!;
