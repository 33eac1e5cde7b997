import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { fanTan } from '../../src/table/fan-tan.js';
import {
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  fixedStream,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

const SPOTS = ['fan-1', 'fan-2', 'fan-3', 'fan-4', 'odd', 'even'];
/** integerBelow(4) + 1: a remainder r takes r - 1 from the stream. */
const count = (remainder: number) =>
  dealWith(
    fanTan,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    fixedStream([remainder - 1]),
  );

describe('fan tan', () => {
  it('pays the fan 2.85:1 and odd or even 0.95:1 on the remainder', () => {
    expect(paidBySpot(fanTan, count(3))).toEqual({
      'fan-1': 0,
      'fan-2': 0,
      'fan-3': 385,
      'fan-4': 0,
      odd: 195,
      even: 0,
    });
    expect(paidBySpot(fanTan, count(4))).toEqual({
      'fan-1': 0,
      'fan-2': 0,
      'fan-3': 0,
      'fan-4': 385,
      odd: 0,
      even: 195,
    });
    expect(fanTan.viewOf(count(4)).remainder).toBe(4);
  });

  it('floors each wager on its own', () => {
    const wagers = [
      { spot: 'even', amount: 1n },
      { spot: 'even', amount: 1n },
    ];
    expect(fanTan.payout(dealWith(fanTan, wagers, fixedStream([1])))).toBe(2n);
  });

  it('returns 96.25 % on a fan and 97.5 % on odd or even, exactly', () => {
    for (const spot of ['fan-1', 'fan-2', 'fan-3', 'fan-4'])
      expect(ruleReturn(fanTan, spot)).toEqual(fraction(9625, 10000));
    expect(ruleReturn(fanTan, 'odd')).toEqual(fraction(975, 1000));
    expect(ruleReturn(fanTan, 'even')).toEqual(fraction(975, 1000));
  });

  it('agrees with the exact returns over seeded counts', () => {
    expectSimulatedReturns(fanTan, Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(fanTan, spot)])), 6_000, 4);
  });

  it('refuses other spots', () => {
    for (const spot of ['fan-0', 'fan-5', 'fan', 'nim-1', 'kwok-1-2']) expectRefused(fanTan, one(spot));
  });
});
