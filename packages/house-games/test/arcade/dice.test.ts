import { fraction, fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type DiceState, dice, diceMultiple } from '../../src/arcade/dice.js';
import { expectRefusedSpots, expectSimulatedReturn, inputErrorOf } from './helpers.js';

const stateOf = (spot: string, roll: number, amount = 100n): DiceState => ({
  wagers: [{ spot, amount: String(amount) }],
  roll,
});

describe('dice', () => {
  it('pays under-5000 (50 %) 1.98x below 50.00 and nothing from 50.00 up', () => {
    expect(dice.payout(stateOf('under-5000', 4999))).toBe(198n);
    expect(dice.payout(stateOf('under-5000', 5000))).toBe(0n);
    expect(dice.payout(stateOf('over-4999', 5000))).toBe(198n);
    expect(dice.payout(stateOf('over-4999', 4999))).toBe(0n);
    // 0.01 % pays 9900x, 98 % pays 99/98 (floored per wager).
    expect(dice.payout(stateOf('under-1', 0))).toBe(990_000n);
    expect(dice.payout(stateOf('over-9998', 9999))).toBe(990_000n);
    expect(dice.payout(stateOf('under-9800', 9799, 98n))).toBe(99n);
    expect(dice.payout(stateOf('under-9800', 9799, 100n))).toBe(101n);
    expect(dice.view(stateOf('over-199', 200))).toMatchObject({ direction: 'over', target: 199, outcome: 'win' });
  });

  it('returns exactly 99 % on every target, counting the winning rolls through payout', () => {
    const targets = [1, 9800];
    for (const direction of ['under', 'over'] as const) {
      for (const target of direction === 'under' ? targets : targets.map((t) => 9999 - t)) {
        const spot = `${direction}-${target}`;
        dice.checkWagers([{ spot, amount: 1n }]);
        // A stake of the multiple's denominator makes every winning payout exact.
        const stake = diceMultiple({ direction, target }).den;
        let paid = 0n;
        for (let roll = 0; roll < 10_000; roll++) paid += dice.payout(stateOf(spot, roll, stake));
        expect(fraction(paid, stake * 10_000n), spot).toEqual(fraction(99, 100));
      }
    }
    expect(dice.rules().spots.map((spot) => spot.returnToPlayer)).toEqual([fraction(99, 100), fraction(99, 100)]);
  });

  it('rolls each value uniformly: a seeded simulation of under-2500 returns 99 %', () => {
    expectSimulatedReturn(dice, { spot: 'under-2500', amount: 100n }, 0.99, 3000, 5);
    expect(fractionToNumber(dice.rules().returnToPlayer)).toBe(0.99);
    expect(dice.rules().maxWinMultiple).toBe(9900);
  });

  it('refuses chances outside 0.01 %-98 %, unknown spots and a wrong count', () => {
    expectRefusedSpots(dice, ['under-0', 'under-9801', 'over-198', 'over-9999', 'under-05', 'under-', 'middle-5']);
    expect(inputErrorOf(() => dice.checkWagers([])).field).toBe('wagers');
    expect(() => dice.checkWagers([{ spot: 'under-9800', amount: 1n }])).not.toThrow();
    expect(() => dice.checkWagers([{ spot: 'over-199', amount: 1n }])).not.toThrow();
    expect(inputErrorOf(() => dice.act(stateOf('under-10', 3), 'roll')).field).toBe('action');
  });
});
