import { type Fraction, fraction } from '@portal/lottery';
import { type Card, dealFrom, freshShoe, rankOf, suitOf } from '../cards.js';
import type { SpotRule } from '../game.js';
import { exactReturn, instantGame, paysToOne, type SettledWager, ZERO_MULTIPLE } from './instant.js';

/**
 * Dragon tiger: one card to the dragon, one to the tiger, from a fresh eight-deck shoe; the higher card wins,
 * ace low and king high, suits do not rank. On a tie the dragon and tiger bets lose half.
 */
const DECKS = 8;
const SPOTS = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
type DragonTigerSpot = (typeof SPOTS)[number];

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

interface DragonTigerOutcome {
  dragon: Card;
  tiger: Card;
}

/** What the browser shows once both cards are turned. */
export interface DragonTigerView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** The cards, 0-51 (cards.ts). */
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  /** A tie in the same suit as well as the same rank. */
  suitedTie: boolean;
}

/** Ace (rank 12 in cards.ts) counts 1, two 2, ..., king 13. */
const faceValue = (card: Card): number => ((rankOf(card) + 1) % 13) + 1;

const winnerOf = ({ dragon, tiger }: DragonTigerOutcome): DragonTigerWinner =>
  faceValue(dragon) > faceValue(tiger) ? 'dragon' : faceValue(dragon) < faceValue(tiger) ? 'tiger' : 'tie';
const isSuitedTie = (outcome: DragonTigerOutcome): boolean =>
  winnerOf(outcome) === 'tie' && suitOf(outcome.dragon) === suitOf(outcome.tiger);

const HALF = fraction(1, 2);

function multiple(outcome: DragonTigerOutcome, spot: string): Fraction {
  const winner = winnerOf(outcome);
  switch (spot as DragonTigerSpot) {
    case 'dragon':
    case 'tiger':
      return winner === spot ? paysToOne(1) : winner === 'tie' ? HALF : ZERO_MULTIPLE;
    case 'tie':
      return winner === 'tie' ? paysToOne(8) : ZERO_MULTIPLE;
    case 'suited-tie':
      return isSuitedTie(outcome) ? paysToOne(50) : ZERO_MULTIPLE;
    default:
      return ZERO_MULTIPLE;
  }
}

/** Every ordered pair of the 52 faces, weighted by the ways to take them from the shoe (8 x 8, or 8 x 7 alike). */
function everyPair(): (readonly [DragonTigerOutcome, bigint])[] {
  const pairs: (readonly [DragonTigerOutcome, bigint])[] = [];
  for (let dragon = 0; dragon < 52; dragon++) {
    for (let tiger = 0; tiger < 52; tiger++) {
      pairs.push([{ dragon, tiger }, BigInt(DECKS * (dragon === tiger ? DECKS - 1 : DECKS))]);
    }
  }
  return pairs;
}

const PAYS: Record<DragonTigerSpot, string> = {
  dragon: '1:1, half lost on a tie',
  tiger: '1:1, half lost on a tie',
  tie: '8:1',
  'suited-tie': '50:1',
};

export const dragonTiger = instantGame<DragonTigerOutcome, DragonTigerView>({
  id: 'dragon-tiger',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot) ? null : `${spot} is not a spot: dragon, tiger, tie or suited-tie`,
  *draw() {
    const [dragon, tiger] = yield* dealFrom(freshShoe(DECKS), 2);
    return { dragon: dragon!, tiger: tiger! };
  },
  multiple,
  rules() {
    const pairs = everyPair();
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: PAYS[spot],
      returnToPlayer: exactReturn(pairs, (outcome) => multiple(outcome, spot)),
    }));
    return { returnToPlayer: spots[0]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 51, spots };
  },
  view: (outcome, wagers) => ({
    wagers,
    dragon: outcome.dragon,
    tiger: outcome.tiger,
    winner: winnerOf(outcome),
    suitedTie: isSuitedTie(outcome),
  }),
});
