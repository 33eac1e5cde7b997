import { describe, expect, it } from 'vitest';
import { type CashOutLeg, cashOutOffer } from '../../src/sports/index.js';

const open = (price: number, currentPrice: number | null): CashOutLeg => ({ price, outcome: null, currentPrice });

describe('cash-out offers', () => {
  it('offers a single at stake × price / current price less the margin: 1000 × 2.000/1.600 × 0.95 = 1187.5 → 1187', () => {
    expect(cashOutOffer({ stake: 1000n, legs: [open(2000, 1600)], marginPercent: 5 })).toBe(1187n);
  });

  it('offers less than the stake when the selection drifted: 1000 × 2.000/2.500 × 0.95 = 760', () => {
    expect(cashOutOffer({ stake: 1000n, legs: [open(2000, 2500)], marginPercent: 5 })).toBe(760n);
  });

  it('carries the decided legs at their return: won 1.90, open 2.00 now 2.50, 10 % → 1000 × 1.9 × 0.8 × 0.9 = 1368', () => {
    const legs: CashOutLeg[] = [{ price: 1900, outcome: 'win', currentPrice: null }, open(2000, 2500)];
    expect(cashOutOffer({ stake: 1000n, legs, marginPercent: 10 })).toBe(1368n);
  });

  it('carries half results and pushes: half-win 1.90, push, open 1.80 now 1.50, 5 % → 1450 × 1.2 × 0.95 = 1653', () => {
    const legs: CashOutLeg[] = [
      { price: 1900, outcome: 'half-win', currentPrice: null },
      { price: 2100, outcome: 'push', currentPrice: null },
      open(1800, 1500),
    ];
    expect(cashOutOffer({ stake: 1000n, legs, marginPercent: 5 })).toBe(1653n);
  });

  it('is exact with a margin in hundredths of a percent, and floors once', () => {
    // 1000 × 1 × 0.975 = 975; 333 × 3.000/7.000 × 0.9875 = 140.94... → 140.
    expect(cashOutOffer({ stake: 1000n, legs: [open(2000, 2000)], marginPercent: 2.5 })).toBe(975n);
    expect(cashOutOffer({ stake: 333n, legs: [open(3000, 7000)], marginPercent: 1.25 })).toBe(140n);
    expect(() => cashOutOffer({ stake: 1000n, legs: [open(2000, 2000)], marginPercent: 2.555 })).toThrow(RangeError);
  });

  it('offers nothing for a bet already settled or lost, or while an open leg is suspended', () => {
    const settled: CashOutLeg[] = [{ price: 2000, outcome: 'win', currentPrice: null }];
    expect(cashOutOffer({ stake: 1000n, legs: settled, marginPercent: 5 })).toBeNull();
    const lost: CashOutLeg[] = [{ price: 2000, outcome: 'lose', currentPrice: null }, open(2000, 1500)];
    expect(cashOutOffer({ stake: 1000n, legs: lost, marginPercent: 5 })).toBeNull();
    const suspended: CashOutLeg[] = [open(2000, 1500), open(1800, null)];
    expect(cashOutOffer({ stake: 1000n, legs: suspended, marginPercent: 5 })).toBeNull();
  });
});
