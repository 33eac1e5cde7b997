import { describe, expect, it } from 'vitest';
import {
  fraction,
  fractionAdd,
  fractionCompare,
  fractionDiv,
  fractionMul,
  fractionPow,
  fractionSub,
  fractionSum,
} from '../src/fraction.js';
import { fairFactor } from '../src/index.js';
import { contextOf } from './support/context.js';
import { play } from './support/settle.js';

describe('fractions', () => {
  it('are kept reduced with a positive denominator', () => {
    expect(fraction(6, 8)).toEqual({ num: 3n, den: 4n });
    expect(fraction(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(fraction(0, 5)).toEqual({ num: 0n, den: 1n });
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });

  it('add, subtract, multiply, divide, compare and raise exactly', () => {
    expect(fractionAdd(fraction(1, 6), fraction(1, 3))).toEqual(fraction(1, 2));
    expect(fractionSub(fraction(1, 3), fraction(1, 2))).toEqual(fraction(-1, 6));
    expect(fractionMul(fraction(2, 3), fraction(9, 4))).toEqual(fraction(3, 2));
    expect(fractionDiv(fraction(2, 3), fraction(4, 9))).toEqual(fraction(3, 2));
    expect(() => fractionDiv(fraction(1), fraction(0))).toThrow(RangeError);
    expect(fractionCompare(fraction(1, 3), fraction(2, 6))).toBe(0);
    expect(fractionCompare(fraction(1, 3), fraction(1, 2))).toBe(-1);
    expect(fractionCompare(fraction(-1, 2), fraction(-2, 3))).toBe(1);
    // 0.99^27 has a 54-digit denominator: no float could hold it.
    expect(fractionPow(fraction(99, 100), 27).den).toBe(100n ** 27n);
    expect(fractionSum([fraction(1, 2), fraction(1, 3), fraction(1, 6)])).toEqual(fraction(1));
  });
});

describe('fairFactor = (1 - pushRate) / hitRate', () => {
  it.each([
    ['SSC_STAR5_DIRECT', '*', contextOf('SSC'), fraction(100_000)],
    ['11X5_ANY2', '*', contextOf('11X5'), fraction(11, 2)],
    // 48 of 49 specials are not pushed, 24 of them big: 2 exactly.
    ['LHC_SPECIAL_BSOE', 'BIG', contextOf('LHC'), fraction(2)],
    ['PK10_TOP2_SUM_BSOE', 'BIG', contextOf('PK10'), fraction(9, 4)],
    ['PK10_TOP2_SUM_VALUE', '11', contextOf('PK10'), fraction(9)],
    ['VN_LO', '*', contextOf('VN', 'north'), fraction(100, 27)],
  ] as const)('%s %s', (id, option, context, expected) => {
    expect(fairFactor(play(id), option, context)).toEqual(expected);
  });

  it('refuses an option the play does not have', () => {
    expect(() => fairFactor(play('SSC_SUM_BSOE'), 'DRAGON', contextOf('SSC'))).toThrow();
  });
});
