import { type Fraction, fraction, fractionAdd, fractionMul, runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type MinesState, mines, minesMultiple } from '../../src/arcade/mines.js';
import { seededStream } from '../play.js';
import { expectRefusedSpots, expectSimulatedReturn, inputErrorOf } from './helpers.js';

const stateOf = (mineTiles: number[], amount = '100'): MinesState => ({
  wagers: [{ spot: `mines-${mineTiles.length}`, amount }],
  mines: mineTiles,
  revealed: [],
  status: 'open',
});

const play = (state: MinesState, actions: string[]): MinesState =>
  actions.reduce((current, action) => mines.act(current, action).state, state);

/** Reveals tiles 0, 1, ... until `reveals` are safe, then cashes out (or stops at a mine). */
const revealThenCashOut =
  (reveals: number) =>
  (state: MinesState, actions: string[]): string =>
    state.revealed.length < reveals ? actions.find((action) => action.startsWith('reveal-'))! : 'cashout';

describe('mines', () => {
  it('pays 0.99 x C(25,k)/C(25-m,k) after k safe reveals, nothing on a mine', () => {
    const cashed = play(stateOf([0, 1, 2]), ['reveal-3', 'cashout']);
    expect(cashed.status).toBe('cashed');
    expect(mines.payout(cashed)).toBe(112n); // 100 x 0.99 x 25/22 = 112.5, floored
    expect(mines.payout(play(stateOf([0, 1, 2]), ['reveal-3', 'reveal-1']))).toBe(0n);
    const cleared = play(stateOf(Array.from({ length: 24 }, (_, i) => i)), ['reveal-24']);
    expect(cleared.status).toBe('cleared');
    expect(mines.payout(cleared)).toBe(2475n);
    expect(minesMultiple(3, 2)).toEqual(fraction(99 * 300, 100 * 231));
  });

  it('hides the mines while open and shows them once over', () => {
    const open = play(stateOf([5, 9]), ['reveal-0']);
    expect(mines.view(open)).toEqual({
      spot: 'mines-2',
      mineCount: 2,
      revealed: [0],
      multiple: { num: '99', den: '92', text: '1.07' },
      status: 'open',
    });
    expect(mines.view(play(open, ['reveal-9']))).toMatchObject({ mines: [5, 9], outcome: 'lose', status: 'busted' });
    expect(JSON.parse(JSON.stringify(open))).toEqual(open);
  });

  it('offers cashout only after a reveal and never a revealed tile', () => {
    const fresh = stateOf([7]);
    expect(mines.actions(fresh)).not.toContain('cashout');
    expect(mines.actions(fresh)).toHaveLength(25);
    const once = play(fresh, ['reveal-3']);
    expect(mines.actions(once)).toContain('cashout');
    expect(mines.actions(once)).not.toContain('reveal-3');
    expect(inputErrorOf(() => mines.act(once, 'reveal-3')).field).toBe('action');
    expect(inputErrorOf(() => mines.act(fresh, 'cashout')).field).toBe('action');
    expect(mines.actions(play(once, ['cashout']))).toEqual([]);
  });

  it('returns exactly 99 % for every mine count and every cash-out point', () => {
    for (let count = 1; count <= 24; count++) {
      for (let reveals = 1; reveals <= 25 - count; reveals++) {
        // The chance of k safe reveals, one tile at a time: (25-m)/25 x (24-m)/24 x ...
        let survive: Fraction = fraction(1);
        for (let i = 0; i < reveals; i++) survive = fractionMul(survive, fraction(25 - count - i, 25 - i));
        expect(fractionMul(survive, minesMultiple(count, reveals)), `${count} mines, ${reveals}`).toEqual(
          fraction(99, 100),
        );
      }
    }
  });

  it('returns exactly 99 % over every placement of 1-2 mines, played through act and payout', () => {
    for (let count = 1; count <= 2; count++) {
      const placements: number[][] = [];
      const extend = (from: number, chosen: number[]): void => {
        if (chosen.length === count) placements.push(chosen);
        else for (let tile = from; tile < 25; tile++) extend(tile + 1, [...chosen, tile]);
      };
      extend(0, []);
      for (let reveals = 1; reveals <= 3; reveals++) {
        const stake = minesMultiple(count, reveals).den;
        let paid = fraction(0);
        for (const placement of placements) {
          let state = stateOf(placement, String(stake));
          for (let tile = 0; tile < reveals && state.status === 'open'; tile++) state = play(state, [`reveal-${tile}`]);
          if (state.status === 'open') state = play(state, ['cashout']);
          paid = fractionAdd(paid, fraction(mines.payout(state), stake));
        }
        expect(fraction(paid.num, paid.den * BigInt(placements.length))).toEqual(fraction(99, 100));
      }
    }
  });

  it('places the mines uniformly: seeded simulations return 99 %', () => {
    const next = seededStream(4);
    for (let round = 0; round < 50; round++) {
      const state = runSampler(mines.deal([{ spot: 'mines-24', amount: 1n }]), next);
      expect(new Set(state.mines).size).toBe(24);
    }
    expectSimulatedReturn(mines, { spot: 'mines-3', amount: 100n }, 0.99, 1500, 40, revealThenCashOut(5));
    expectSimulatedReturn(mines, { spot: 'mines-10', amount: 100n }, 0.99, 1500, 41, revealThenCashOut(2));
  });

  it('refuses mine counts outside 1-24', () => {
    expectRefusedSpots(mines, ['mines-0', 'mines-25', 'mines-', 'mine-3']);
  });
});
