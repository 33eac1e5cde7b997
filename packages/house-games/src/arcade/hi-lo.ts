import { type Fraction, fraction, fractionCompare, fractionMul, integerBelow, type Sampler } from '@portal/lottery';
import { rankOf } from '../cards.js';
import { type Acted, type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import type { PickStatus } from './mines.js';
import { type MultipleView, multipleView, onlyWager, paidAt, type StoredWager, storedWagers } from './shared.js';

/**
 * Hi-lo: cards from an infinite deck (each drawn uniformly from the 52, with replacement; ranks two low .. ace
 * high, cards.ts). One spot, 'hi-lo'. The player guesses whether the next card ranks `higher` (same or higher) or
 * `lower` (same or lower) than the current one; a right guess multiplies the multiple by 0.99 / P(guess), so
 * each guess carries a 1 % edge of its own (one guess then a cash-out returns 99 %, n guesses 0.99^n), a wrong one
 * ends the round with nothing. `skip` turns the next card without a guess. `cashout` is open after a right guess.
 *
 * The deal draws 52 cards, the bound of a round: the first card and 51 more, one per guess or skip. A skip is not
 * offered when it would turn the last card, so the last move is a guess; a right guess on the last card cashes
 * out by itself. A round therefore never ends without a guess, and skipping cannot return a stake for free.
 */
export const HI_LO_CARDS = 52;

/**
 * The most a round pays, in stakes: a round whose multiple reaches it cashes out by itself, at this multiple.
 * Without it 51 right guesses at up to 12.87x each would promise ~10^56 stakes; a table states its limit.
 */
export const HI_LO_MAX_MULTIPLE = 100_000;
const maxMultiple = fraction(HI_LO_MAX_MULTIPLE);

export type HiLoMove = 'higher' | 'lower' | 'skip';

export interface HiLoState {
  wagers: StoredWager[];
  /** The round's 52 cards (0-51), the first shown at the deal; hidden beyond the current one while open. */
  cards: number[];
  /** One move per card turned after the first. */
  moves: HiLoMove[];
  status: PickStatus;
}

export interface HiLoView {
  spot: string;
  /** The cards turned so far, the first and then one per move; the last is the current card. */
  shown: number[];
  moves: HiLoMove[];
  /** The multiple the right guesses have reached (1 before any). */
  multiple: MultipleView;
  /** While open: what a right guess of each side would multiply the multiple by (0.99 / its chance). */
  higherFactor?: MultipleView;
  lowerFactor?: MultipleView;
  status: PickStatus;
  /** Once over: all 52 cards of the round, and whether it paid. */
  cards?: number[];
  outcome?: 'win' | 'lose';
}

const RANKS = 13;

/** The chance the next card's rank is at or above (higher) / at or below (lower) `rank`. */
export const guessChance = (rank: number, guess: 'higher' | 'lower'): Fraction =>
  fraction(guess === 'higher' ? RANKS - rank : rank + 1, RANKS);

const factorOf = (rank: number, guess: 'higher' | 'lower'): Fraction => {
  const chance = guessChance(rank, guess);
  return fraction(99n * chance.den, 100n * chance.num);
};

const isRight = (current: number, next: number, guess: 'higher' | 'lower'): boolean =>
  guess === 'higher' ? rankOf(next) >= rankOf(current) : rankOf(next) <= rankOf(current);

/** The product of the right guesses' factors (a wrong guess, the last move of a lost round, adds none). */
export function hiLoMultiple(state: HiLoState): Fraction {
  let multiple = fraction(1);
  state.moves.forEach((move, i) => {
    const current = state.cards[i]!;
    if (move !== 'skip' && isRight(current, state.cards[i + 1]!, move)) {
      multiple = fractionMul(multiple, factorOf(rankOf(current), move));
    }
  });
  return multiple;
}

const rightGuesses = (state: HiLoState): number =>
  state.moves.filter((move, i) => move !== 'skip' && isRight(state.cards[i]!, state.cards[i + 1]!, move)).length;

export const hiLo: HouseGame<HiLoState> = {
  id: 'hi-lo',
  kind: 'AC',
  rules(): GameRules {
    const oneGuess = fractionMul(guessChance(5, 'higher'), factorOf(5, 'higher'));
    return {
      returnToPlayer: oneGuess,
      method: { kind: 'exact' },
      maxWinMultiple: HI_LO_MAX_MULTIPLE,
      spots: [{ spot: 'hi-lo', pays: '0.99 / P(guess) x per right guess, multiplied', returnToPlayer: oneGuess }],
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    if (onlyWager(wagers, 'hi-lo').spot !== 'hi-lo') throw new HouseGameInputError('wagers', 'the spot is hi-lo');
  },
  *deal(wagers): Sampler<HiLoState> {
    const cards: number[] = [];
    for (let i = 0; i < HI_LO_CARDS; i++) cards.push(yield* integerBelow(52));
    return { wagers: storedWagers(wagers), cards, moves: [], status: 'open' };
  },
  actions(state) {
    if (state.status !== 'open') return [];
    const cardsLeft = HI_LO_CARDS - 1 - state.moves.length;
    const actions = ['higher', 'lower'];
    if (cardsLeft >= 2) actions.push('skip');
    if (rightGuesses(state) > 0) actions.push('cashout');
    return actions;
  },
  act(state, action): Acted<HiLoState> {
    if (!hiLo.actions(state).includes(action)) throw new HouseGameInputError('action', 'that action is not open now');
    if (action === 'cashout') return { state: { ...state, status: 'cashed' }, extraStake: 0n };
    const move = action as HiLoMove;
    const position = state.moves.length;
    const next: HiLoState = { ...state, moves: [...state.moves, move] };
    if (move !== 'skip' && !isRight(state.cards[position]!, state.cards[position + 1]!, move)) next.status = 'busted';
    else if (next.moves.length === HI_LO_CARDS - 1 || fractionCompare(hiLoMultiple(next), maxMultiple) >= 0) {
      next.status = 'cleared';
    }
    return { state: next, extraStake: 0n };
  },
  view(state): HiLoView {
    const shown = state.cards.slice(0, state.moves.length + 1);
    const view: HiLoView = {
      spot: state.wagers[0]!.spot,
      shown,
      moves: state.moves,
      multiple: multipleView(hiLoMultiple(state)),
      status: state.status,
    };
    if (state.status === 'open') {
      const rank = rankOf(shown[shown.length - 1]!);
      return {
        ...view,
        higherFactor: multipleView(factorOf(rank, 'higher')),
        lowerFactor: multipleView(factorOf(rank, 'lower')),
      };
    }
    return { ...view, cards: state.cards, outcome: state.status === 'busted' ? 'lose' : 'win' };
  },
  payout(state) {
    if (state.status !== 'cashed' && state.status !== 'cleared') return 0n;
    const multiple = hiLoMultiple(state);
    return paidAt(state.wagers, fractionCompare(multiple, maxMultiple) >= 0 ? maxMultiple : multiple);
  },
};
