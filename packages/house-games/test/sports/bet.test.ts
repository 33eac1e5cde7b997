import { describe, expect, it } from 'vitest';
import { betPayout, betResultOf, combinedPrice, legReturnFactor, potentialReturn } from '../../src/sports/index.js';

describe('leg return factors, in 1/2000 of the stake', () => {
  it('pays a win at twice the price, a half-win at 1000 + price, stakes back at 2000, a half-lose at 1000', () => {
    expect(legReturnFactor(1900, 'win')).toBe(3800n);
    expect(legReturnFactor(1900, 'half-win')).toBe(2900n);
    expect(legReturnFactor(1900, 'push')).toBe(2000n);
    expect(legReturnFactor(1900, 'void')).toBe(2000n);
    expect(legReturnFactor(1900, 'half-lose')).toBe(1000n);
    expect(legReturnFactor(1900, 'lose')).toBe(0n);
  });

  it('refuses prices outside 1.010 to 1000.000 or not in whole thousandths', () => {
    expect(() => legReturnFactor(1009, 'win')).toThrow(RangeError);
    expect(() => legReturnFactor(1_000_001, 'win')).toThrow(RangeError);
    expect(() => legReturnFactor(1850.5, 'win')).toThrow(RangeError);
    expect(legReturnFactor(1010, 'win')).toBe(2020n);
    expect(legReturnFactor(1_000_000, 'win')).toBe(2_000_000n);
  });
});

describe('bet payouts', () => {
  it('pays a single: 1000 at 1.85 returns 1850, and floors 7 at 1.85 (12.95) to 12', () => {
    expect(betPayout(1000n, [{ price: 1850, outcome: 'win' }])).toBe(1850n);
    expect(betPayout(7n, [{ price: 1850, outcome: 'win' }])).toBe(12n);
    expect(betPayout(1000n, [{ price: 1850, outcome: 'lose' }])).toBe(0n);
  });

  it('pays half a stake at the price and hands the other half back on a half-win: 1000 at 1.90 returns 1450', () => {
    expect(betPayout(1000n, [{ price: 1900, outcome: 'half-win' }])).toBe(1450n);
    expect(betPayout(1000n, [{ price: 1900, outcome: 'half-lose' }])).toBe(500n);
    expect(betPayout(1000n, [{ price: 1900, outcome: 'push' }])).toBe(1000n);
  });

  it('multiplies accumulator legs: half-win 1.90 and win 2.00 on 1000 is 1000 × 2900/2000 × 4000/2000 = 2900', () => {
    const legs = [
      { price: 1900, outcome: 'half-win' as const },
      { price: 2000, outcome: 'win' as const },
    ];
    expect(betPayout(1000n, legs)).toBe(2900n);
  });

  it('counts a pushed or void leg as 1.00 and a half-lost leg as 0.5 in an accumulator', () => {
    // 1000 × 1.85 × 1 = 1850; 1000 × 0.5 × 2.00 = 1000 (a "won" accumulator that returns only the stake).
    expect(
      betPayout(1000n, [
        { price: 1850, outcome: 'win' },
        { price: 2100, outcome: 'push' },
      ]),
    ).toBe(1850n);
    expect(
      betPayout(1000n, [
        { price: 1900, outcome: 'half-lose' },
        { price: 2000, outcome: 'win' },
      ]),
    ).toBe(1000n);
    // 1000 × 1.5 × 0.5 × 1 × 2.5: 1875.
    expect(
      betPayout(1000n, [
        { price: 1500, outcome: 'win' },
        { price: 1700, outcome: 'half-lose' },
        { price: 3000, outcome: 'void' },
        { price: 2500, outcome: 'win' },
      ]),
    ).toBe(1875n);
  });

  it('floors once at the end, not leg by leg', () => {
    // 3 × 1.333 × 1.333 = 5.330667 → 5; flooring after each leg would give 3 (3.999 → 3, then 3.999 → 3).
    const legs = [
      { price: 1333, outcome: 'win' as const },
      { price: 1333, outcome: 'win' as const },
    ];
    expect(betPayout(3n, legs)).toBe(5n);
    expect(potentialReturn(3n, [1333, 1333])).toBe(5n);
  });

  it('refuses a bet with no legs or a negative stake', () => {
    expect(() => betPayout(1000n, [])).toThrow(RangeError);
    expect(() => betPayout(-1n, [{ price: 2000, outcome: 'win' }])).toThrow(RangeError);
  });
});

describe('combined prices and potential returns', () => {
  it('floors the product in thousandths: 1.85 × 2.00 = 3.700, 1.333 × 1.333 = 1.776889 → 1.776', () => {
    expect(combinedPrice([1850, 2000])).toBe(3700);
    expect(combinedPrice([1333, 1333])).toBe(1776);
    expect(combinedPrice([1850])).toBe(1850);
    expect(combinedPrice([1010, 1010, 1010])).toBe(1030);
  });

  it('returns stake × Π price / 1000^n, floored', () => {
    expect(potentialReturn(1000n, [1850, 2000])).toBe(3700n);
    expect(potentialReturn(999n, [1850])).toBe(1848n);
    expect(potentialReturn(100n, [1_000_000, 1_000_000, 1_000_000])).toBe(100_000_000_000n);
  });

  it('refuses a combined price beyond what a number holds exactly', () => {
    expect(() => combinedPrice(new Array(6).fill(1_000_000))).toThrow(RangeError);
  });
});

describe('where a bet stands', () => {
  const legs = (...outcomes: Parameters<typeof betResultOf>[0][number]['outcome'][]) =>
    outcomes.map((outcome) => ({ outcome }));

  it('is lost as soon as one leg loses, even with undecided legs', () => {
    expect(betResultOf(legs('lose', null, 'win'))).toBe('lost');
    expect(betResultOf(legs('win', 'lose'))).toBe('lost');
  });

  it('is open while a leg is undecided and none lost', () => {
    expect(betResultOf(legs('win', null))).toBe('open');
    expect(betResultOf(legs(null))).toBe('open');
  });

  it('is void when every leg pushed or was void, won otherwise (a half-lose still settles with a payout)', () => {
    expect(betResultOf(legs('push', 'void'))).toBe('void');
    expect(betResultOf(legs('half-lose', 'push'))).toBe('won');
    expect(betResultOf(legs('half-win'))).toBe('won');
    expect(betResultOf(legs('win', 'void'))).toBe('won');
    expect(() => betResultOf([])).toThrow(RangeError);
  });
});
