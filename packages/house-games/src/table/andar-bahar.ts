import { type Fraction, fraction } from '@portal/lottery';
import { type Card, dealFrom, freshShoe, rankOf } from '../cards.js';
import type { SpotRule } from '../game.js';
import { exactReturn, instantGame, type SettledWager, ZERO_MULTIPLE } from './instant.js';

/**
 * Andar bahar from one deck: the joker card (the game's, not a joker) is turned, then cards are dealt to andar,
 * bahar, andar, ... until one matches the joker card's rank; that side wins. Andar, dealt first, wins a little
 * more often, so it pays 0.9:1 against bahar's 1:1.
 */
const SPOTS = ['andar', 'bahar'] as const;
type AndarBaharSide = (typeof SPOTS)[number];

interface AndarBaharOutcome {
  joker: Card;
  /** The cards dealt to each side, in order; the last card dealt matches the joker's rank. */
  andar: Card[];
  bahar: Card[];
}

/** What the browser shows once a card has matched. */
export interface AndarBaharView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** Cards 0-51 (cards.ts). */
  joker: Card;
  andarCards: Card[];
  baharCards: Card[];
  winner: AndarBaharSide;
}

const MULTIPLES: Record<AndarBaharSide, Fraction> = { andar: fraction(19, 10), bahar: fraction(2) };

// Andar is dealt first, so a side holding more cards took the last one.
const winnerOf = (outcome: AndarBaharOutcome): AndarBaharSide =>
  outcome.andar.length > outcome.bahar.length ? 'andar' : 'bahar';

const multiple = (outcome: AndarBaharOutcome, spot: string): Fraction =>
  winnerOf(outcome) === spot ? MULTIPLES[spot as AndarBaharSide] : ZERO_MULTIPLE;

/**
 * The ways the first match falls at position k (1-51) of the 51 cards under the joker: the three matching cards
 * are equally likely in any 3 of the 51 places, and the first is at k when the other two are among the 51 - k
 * after it, C(51 - k, 2) of the C(51, 3). Odd positions are andar's.
 */
function waysBySide(): (readonly [AndarBaharOutcome, bigint])[] {
  const ways: Record<AndarBaharSide, bigint> = { andar: 0n, bahar: 0n };
  for (let position = 1; position <= 51; position++) {
    const after = BigInt(51 - position);
    ways[position % 2 === 1 ? 'andar' : 'bahar'] += (after * (after - 1n)) / 2n;
  }
  // One card on the winning side is all winnerOf needs to tell the sides apart.
  return [
    [{ joker: 0, andar: [0], bahar: [] }, ways.andar],
    [{ joker: 0, andar: [0], bahar: [0, 0] }, ways.bahar],
  ];
}

export const andarBahar = instantGame<AndarBaharOutcome, AndarBaharView>({
  id: 'andar-bahar',
  spotProblem: (spot) => ((SPOTS as readonly string[]).includes(spot) ? null : `${spot} is not a spot: andar or bahar`),
  *draw() {
    const [joker, ...rest] = yield* dealFrom(freshShoe(1));
    const outcome: AndarBaharOutcome = { joker: joker!, andar: [], bahar: [] };
    // Three cards of the joker's rank are among the 51, so the deal always stops.
    for (const [index, card] of rest.entries()) {
      (index % 2 === 0 ? outcome.andar : outcome.bahar).push(card);
      if (rankOf(card) === rankOf(joker!)) break;
    }
    return outcome;
  },
  multiple,
  rules() {
    const sides = waysBySide();
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: spot === 'andar' ? '0.9:1' : '1:1',
      returnToPlayer: exactReturn(sides, (outcome) => multiple(outcome, spot)),
    }));
    return { returnToPlayer: spots[0]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 2, spots };
  },
  view: (outcome, wagers) => ({
    wagers,
    joker: outcome.joker,
    andarCards: outcome.andar,
    baharCards: outcome.bahar,
    winner: winnerOf(outcome),
  }),
});
