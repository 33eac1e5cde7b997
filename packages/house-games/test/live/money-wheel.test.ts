import { fraction, fractionAdd, fractionDiv } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { MONEY_WHEEL_SEGMENTS, MONEY_WHEEL_VALUES, moneyWheel } from '../../src/live/money-wheel.js';
import {
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  fixedStream,
  one,
  paidBySpot,
  ruleReturn,
} from '../table/helpers.js';

const SPOTS = MONEY_WHEEL_VALUES.map(String);
/** integerBelow(54): the segment is the stream itself. */
const spin = (segment: number) =>
  dealWith(
    moneyWheel,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    fixedStream([segment]),
  );
const SEGMENTS: Record<number, number> = { 1: 23, 2: 16, 5: 8, 10: 4, 20: 2, 40: 1 };

describe('money wheel', () => {
  it('has 54 segments, spread so that no two neighbours are alike', () => {
    expect(MONEY_WHEEL_SEGMENTS).toHaveLength(54);
    for (const value of MONEY_WHEEL_VALUES) {
      expect(MONEY_WHEEL_SEGMENTS.filter((segment) => segment === value)).toHaveLength(SEGMENTS[value]!);
    }
    MONEY_WHEEL_SEGMENTS.forEach((value, segment) => {
      expect(MONEY_WHEEL_SEGMENTS[(segment + 1) % 54], `segment ${segment}`).not.toBe(value);
    });
  });

  it('pays n:1 on the value the wheel stops on', () => {
    const nothing = { 1: 0, 2: 0, 5: 0, 10: 0, 20: 0, 40: 0 };
    expect(MONEY_WHEEL_SEGMENTS[27]).toBe(40);
    expect(paidBySpot(moneyWheel, spin(27))).toEqual({ ...nothing, 40: 4100 });
    expect(moneyWheel.viewOf(spin(27))).toMatchObject({ segment: 27, value: 40 });
    expect(paidBySpot(moneyWheel, spin(0))).toEqual({ ...nothing, 1: 200 });
    expect(paidBySpot(moneyWheel, spin(6))).toEqual({ ...nothing, 10: 1100 });
    expect(paidBySpot(moneyWheel, spin(53))).toEqual({ ...nothing, 2: 300 });
  });

  it('returns (n + 1) x segments / 54 on each value, exactly', () => {
    expect(ruleReturn(moneyWheel, '1')).toEqual(fraction(46, 54));
    expect(ruleReturn(moneyWheel, '2')).toEqual(fraction(48, 54));
    expect(ruleReturn(moneyWheel, '5')).toEqual(fraction(48, 54));
    expect(ruleReturn(moneyWheel, '10')).toEqual(fraction(44, 54));
    expect(ruleReturn(moneyWheel, '20')).toEqual(fraction(42, 54));
    expect(ruleReturn(moneyWheel, '40')).toEqual(fraction(41, 54));
    expect(moneyWheel.rules()).toMatchObject({ method: { kind: 'exact' }, maxWinMultiple: 41 });
  });

  it('cannot do better: the returns over n + 1 add up to the whole wheel', () => {
    const shares = MONEY_WHEEL_VALUES.map((value) =>
      fractionDiv(ruleReturn(moneyWheel, String(value)), fraction(value + 1)),
    );
    expect(shares.reduce(fractionAdd, fraction(0))).toEqual(fraction(1));
  });

  it('agrees with the exact returns over seeded spins', () => {
    expectSimulatedReturns(
      moneyWheel,
      Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(moneyWheel, spot)])),
      6_000,
      54,
    );
  });

  it('refuses other spots', () => {
    for (const spot of ['3', '01', '40x', 'one', '']) expectRefused(moneyWheel, one(spot));
  });
});
