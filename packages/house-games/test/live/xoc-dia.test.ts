import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { xocDia } from '../../src/live/xoc-dia.js';
import {
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  fixedStream,
  one,
  paidBySpot,
  ruleReturn,
} from '../table/helpers.js';

const SPOTS = ['even', 'odd', 'four-red', 'four-white', 'three-red', 'three-white'];
/** integerBelow(2) per coin, 1 red and 0 white: the coins are the stream itself. */
const toss = (coins: number[]) =>
  dealWith(
    xocDia,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    fixedStream(coins),
  );
const nothing = { even: 0, odd: 0, 'four-red': 0, 'four-white': 0, 'three-red': 0, 'three-white': 0 };

describe('xoc dia', () => {
  it('pays even and odd 0.96:1 on the count of reds', () => {
    expect(paidBySpot(xocDia, toss([1, 0, 0, 1]))).toEqual({ ...nothing, even: 196 });
    expect(paidBySpot(xocDia, toss([0, 0, 1, 0]))).toEqual({ ...nothing, odd: 196, 'three-white': 380 });
    expect(xocDia.viewOf(toss([1, 0, 0, 1]))).toMatchObject({ coins: ['red', 'white', 'white', 'red'], reds: 2 });
  });

  it('pays four alike 14:1 and three alike 2.8:1, with even or odd beside them', () => {
    expect(paidBySpot(xocDia, toss([1, 1, 1, 1]))).toEqual({ ...nothing, even: 196, 'four-red': 1500 });
    expect(paidBySpot(xocDia, toss([0, 0, 0, 0]))).toEqual({ ...nothing, even: 196, 'four-white': 1500 });
    expect(paidBySpot(xocDia, toss([1, 1, 0, 1]))).toEqual({ ...nothing, odd: 196, 'three-red': 380 });
    expect(xocDia.viewOf(toss([1, 1, 0, 1])).reds).toBe(3);
  });

  it('floors each wager on its own', () => {
    // 2.8:1 on 1 returns 3.8: 3 each.
    const wagers = [
      { spot: 'three-red', amount: 1n },
      { spot: 'three-red', amount: 1n },
    ];
    expect(xocDia.payout(dealWith(xocDia, wagers, fixedStream([1, 1, 1, 0])))).toBe(6n);
  });

  it('has the exact returns: 98 % even or odd, 93.75 % four alike, 95 % three alike', () => {
    // Even: 8 tosses of 16 (0, 2 or 4 reds: 1 + 6 + 1) at 1.96. Four red: 1 in 16 at 15. Three red: 4 in 16 at 3.8.
    expect(ruleReturn(xocDia, 'even')).toEqual(fraction(8 * 196, 16 * 100));
    expect(ruleReturn(xocDia, 'odd')).toEqual(fraction(98, 100));
    expect(ruleReturn(xocDia, 'four-red')).toEqual(fraction(15, 16));
    expect(ruleReturn(xocDia, 'four-white')).toEqual(fraction(9375, 10000));
    expect(ruleReturn(xocDia, 'three-red')).toEqual(fraction(4 * 38, 16 * 10));
    expect(ruleReturn(xocDia, 'three-white')).toEqual(fraction(95, 100));
    expect(xocDia.rules()).toMatchObject({ method: { kind: 'exact' }, maxWinMultiple: 15 });
  });

  it('agrees with the exact returns over seeded tosses', () => {
    expectSimulatedReturns(xocDia, Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(xocDia, spot)])), 6_000, 8);
  });

  it('refuses other spots', () => {
    for (const spot of ['Even', 'four', 'two-red', 'toString', '']) expectRefused(xocDia, one(spot));
  });
});
