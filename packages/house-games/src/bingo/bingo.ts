import { fraction, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { returnOf } from '../money.js';
import { drawBalls, drawCard, markedMask } from './card.js';
import { BINGO_RETURN } from './exact-return.js';
import { type BingoPattern, bestPatternIndex, PAY_TABLE, patternsHit } from './patterns.js';

/**
 * 75-ball bingo against the house. One wager 'cards-<n>' (n = 1 to 4) buys n cards for its amount, which is the
 * round's whole stake, split evenly (each card stakes amount / n, so the amount must divide by n: money stays
 * exact). The deal draws the n cards, then 30 of the 75 balls; each card pays its best pattern on its own stake.
 */
export interface BingoState {
  wagers: { spot: string; amount: string }[];
  /** Each card's 25 numbers in reading order (index = row x 5 + column), 0 at the free centre. */
  cards: number[][];
  /** The 30 balls, in draw order. */
  balls: number[];
}

export interface BingoCardView {
  /** The card's 25 numbers in reading order (index = row x 5 + column), 0 at the free centre. */
  numbers: number[];
  /** The indexes of the marked cells, ascending (the free centre always among them). */
  marked: number[];
  /** Every pattern the card completed, best first; empty when it completed none. */
  patterns: BingoPattern[];
  /** The pattern it is paid for (the best), or null. */
  pattern: BingoPattern | null;
  /** Its multiple of the card's stake, 0 when it completed no pattern. */
  multiple: number;
  /** What it pays, minor units as a decimal string. */
  payout: string;
}

/**
 * What the browser renders. Bingo here is instant (the balls are all drawn at the deal and no action follows), so
 * nothing is hidden: the client may call the balls one by one as a show, the outcome is already decided.
 */
export interface BingoView {
  /** Each card's stake (the wager's amount / the number of cards), minor units as a decimal string. */
  stakePerCard: string;
  cards: BingoCardView[];
  /** The 30 balls, in draw order. */
  balls: number[];
  outcome: 'win' | 'lose';
  /** The round's payout, minor units as a decimal string. */
  payout: string;
}

export const MAX_CARDS = 4;
const spotPattern = /^cards-([1-9]\d*)$/;

const cardCountOf = (spot: string): number => Number(spotPattern.exec(spot)?.[1] ?? 0);
const stakePerCardOf = (state: BingoState): bigint => {
  const wager = state.wagers[0]!;
  return BigInt(wager.amount) / BigInt(cardCountOf(wager.spot));
};

function cardViews(state: BingoState): BingoCardView[] {
  const stake = stakePerCardOf(state);
  return state.cards.map((numbers) => {
    const marked = markedMask(numbers, state.balls);
    const best = PAY_TABLE[bestPatternIndex(marked)];
    const multiple = best?.multiple ?? 0;
    return {
      numbers,
      marked: numbers.map((_, cell) => cell).filter((cell) => (marked & (1 << cell)) !== 0),
      patterns: patternsHit(marked),
      pattern: best?.pattern ?? null,
      multiple,
      payout: String(returnOf(stake, fraction(multiple))),
    };
  });
}

const payoutOf = (state: BingoState): bigint => cardViews(state).reduce((sum, card) => sum + BigInt(card.payout), 0n);

export const bingo: HouseGame<BingoState> = {
  id: 'bingo',
  kind: 'BG',
  rules(): GameRules {
    const pays = PAY_TABLE.map((entry) => `${entry.pattern} ${entry.multiple}x`).join(', ');
    return {
      returnToPlayer: BINGO_RETURN,
      method: { kind: 'exact' },
      maxWinMultiple: Math.max(...PAY_TABLE.map((entry) => entry.multiple)),
      spots: [{ spot: 'cards-<n>', pays: `per card, its best pattern: ${pays}`, returnToPlayer: BINGO_RETURN }],
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    if (wagers.length !== 1) throw new HouseGameInputError('wagers', 'one wager: cards-1 to cards-4');
    const { spot, amount } = wagers[0]!;
    const cards = cardCountOf(spot);
    if (cards === 0) throw new HouseGameInputError('wagers', 'the spot is cards-1 to cards-4');
    if (cards > MAX_CARDS) throw new HouseGameInputError('wagers', 'at most 4 cards a round');
    if (amount % BigInt(cards) !== 0n) {
      throw new HouseGameInputError('wagers', 'the amount must split evenly among the cards');
    }
  },
  *deal(wagers): Sampler<BingoState> {
    const cards: number[][] = [];
    for (let card = 0; card < cardCountOf(wagers[0]!.spot); card++) cards.push(yield* drawCard());
    const balls = yield* drawBalls();
    return { wagers: wagers.map((wager) => ({ spot: wager.spot, amount: String(wager.amount) })), cards, balls };
  },
  actions: () => [],
  act() {
    throw new HouseGameInputError('action', 'bingo takes no action');
  },
  view(state): BingoView {
    const cards = cardViews(state);
    const payout = cards.reduce((sum, card) => sum + BigInt(card.payout), 0n);
    return {
      stakePerCard: String(stakePerCardOf(state)),
      cards,
      balls: state.balls,
      outcome: payout > 0n ? 'win' : 'lose',
      payout: String(payout),
    };
  },
  payout: payoutOf,
};
