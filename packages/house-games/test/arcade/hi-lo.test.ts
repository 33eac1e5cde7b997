import { type Fraction, fraction, fractionAdd, fractionMul } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import {
  guessChance,
  HI_LO_CARDS,
  HI_LO_MAX_MULTIPLE,
  type HiLoState,
  type HiLoView,
  hiLo,
  hiLoMultiple,
} from '../../src/arcade/hi-lo.js';
import { expectRefusedSpots, expectSimulatedReturn, inputErrorOf } from './helpers.js';

/** Cards 0-12 are the clubs two..ace, so a card's number is its rank. */
const stateOf = (cards: number[], amount = '100'): HiLoState => ({
  wagers: [{ spot: 'hi-lo', amount }],
  cards: [...cards, ...Array(HI_LO_CARDS - cards.length).fill(0)],
  moves: [],
  status: 'open',
});

const play = (state: HiLoState, actions: string[]): HiLoState =>
  actions.reduce((current, action) => hiLo.act(current, action).state, state);

/** The likelier side of the current card, `guesses` right guesses, then a cash-out. */
const likelierThenCashOut =
  (guesses: number) =>
  (state: HiLoState, actions: string[]): string => {
    const made = state.moves.filter((move) => move !== 'skip').length;
    if (made >= guesses && actions.includes('cashout')) return 'cashout';
    return state.cards[state.moves.length]! % 13 <= 5 ? 'higher' : 'lower';
  };

describe('hi-lo', () => {
  it('multiplies by 0.99 / P(guess) per right guess and pays nothing on a wrong one', () => {
    // Six (rank 4): higher or same has 9/13, so 0.99 x 13/9 = 1.43.
    const once = play(stateOf([4, 17]), ['higher', 'cashout']);
    expect(hiLoMultiple(once)).toEqual(fraction(99 * 13, 100 * 9));
    expect(hiLo.payout(once)).toBe(143n);
    // An ace then another ace, 'higher' (only aces, 1/13): 12.87x; then a skip, then 'lower' from a two (1/13).
    const long = play(stateOf([12, 25, 0, 13]), ['higher', 'skip', 'lower', 'cashout']);
    expect(hiLo.payout(long)).toBe(16_563n); // 100 x 12.87^2 = 16563.69
    expect(hiLo.payout(play(stateOf([4, 3]), ['higher']))).toBe(0n);
    expect(guessChance(0, 'higher')).toEqual(fraction(1));
  });

  it('hides the cards to come while open and shows them all once over', () => {
    const open = play(stateOf([4, 17, 30]), ['higher']);
    const view = hiLo.view(open) as HiLoView;
    expect(view).toMatchObject({ shown: [4, 17], moves: ['higher'], status: 'open' });
    expect(view).not.toHaveProperty('cards');
    expect(view.lowerFactor).toEqual({ num: '1287', den: '500', text: '2.57' }); // 0.99 x 13/5 from a six
    expect(hiLo.view(play(open, ['cashout']))).toMatchObject({ outcome: 'win', cards: open.cards });
  });

  it('offers cashout after a right guess only, and no skip onto the last card', () => {
    const fresh = stateOf([4]);
    expect(hiLo.actions(fresh)).toEqual(['higher', 'lower', 'skip']);
    expect(inputErrorOf(() => hiLo.act(fresh, 'cashout')).field).toBe('action');
    const skipped = play(fresh, Array(HI_LO_CARDS - 2).fill('skip'));
    expect(hiLo.actions(skipped)).toEqual(['higher', 'lower']);
    const last = play(skipped, ['higher']); // 0 then 0: same rank counts as higher
    expect(last.status).toBe('cleared');
    expect(hiLo.payout(last)).toBe(99n);
  });

  it('returns exactly 0.99^n for n guesses of the likelier side, over every sequence of ranks', () => {
    for (let guesses = 1; guesses <= 2; guesses++) {
      let total: Fraction = fraction(0);
      for (let sequence = 0; sequence < 13 ** (guesses + 1); sequence++) {
        const ranks = Array.from({ length: guesses + 1 }, (_, i) => Math.floor(sequence / 13 ** i) % 13);
        let state = stateOf(ranks);
        while (state.status === 'open') state = play(state, [likelierThenCashOut(guesses)(state, hiLo.actions(state))]);
        if (state.status !== 'busted') total = fractionAdd(total, hiLoMultiple(state));
      }
      const expected = fraction(99n ** BigInt(guesses), 100n ** BigInt(guesses));
      expect(fractionMul(total, fraction(1, 13 ** (guesses + 1))), `${guesses} guesses`).toEqual(expected);
    }
    expect(hiLo.rules().returnToPlayer).toEqual(fraction(99, 100));
  });

  it('draws the cards uniformly: a seeded simulation of one guess returns 99 %', () => {
    expectSimulatedReturn(hiLo, { spot: 'hi-lo', amount: 100n }, 0.99, 2000, 60, likelierThenCashOut(1));
  });

  it('refuses any other spot', () => {
    expectRefusedSpots(hiLo, ['hilo', 'hi-lo-2', 'higher']);
  });
});

describe('hi-lo limit', () => {
  it('cashes out by itself at the table limit and pays the limit, not the runaway multiple', () => {
    // Aces after aces: "lower" (same or lower) on an ace is certain, so each right guess is x0.99; twos after
    // twos with "higher" likewise. Kings then aces: "higher" on a king is 2 in 13, x6.435 a guess.
    const king = 11;
    const ace = 12;
    const cards = Array.from({ length: 52 }, (_, i) => (i % 2 === 0 ? king : ace + 13));
    let state: HiLoState = { wagers: [{ spot: 'hi-lo', amount: '100' }], cards, moves: [], status: 'open' };
    let guesses = 0;
    while (hiLo.actions(state).length > 0) {
      state = hiLo.act(state, state.moves.length % 2 === 0 ? 'higher' : 'lower').state;
      guesses++;
    }
    expect(state.status).toBe('cleared');
    expect(guesses).toBeLessThan(51);
    expect(hiLo.payout(state)).toBe(100n * BigInt(HI_LO_MAX_MULTIPLE));
    expect(hiLo.rules().maxWinMultiple).toBe(HI_LO_MAX_MULTIPLE);
  });
});
