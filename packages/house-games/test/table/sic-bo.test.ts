import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { sicBo } from '../../src/table/sic-bo.js';
import {
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  fixedStream,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

/** integerBelow(6) + 1: a die showing d takes d - 1 from the stream. */
const roll = (dice: number[], spots: string[]) =>
  dealWith(
    sicBo,
    spots.map((spot) => ({ spot, amount: 100n })),
    fixedStream(dice.map((die) => die - 1)),
  );

describe('sic bo', () => {
  it('pays small, totals, doubles, singles by count and combinations on 2-2-5', () => {
    const spots = [
      'small',
      'big',
      'total-9',
      'total-10',
      'double-2',
      'double-5',
      'single-2',
      'single-5',
      'single-1',
      'combo-2-5',
      'combo-1-2',
      'triple-any',
      'triple-2',
    ];
    expect(paidBySpot(sicBo, roll([2, 5, 2], spots))).toEqual({
      small: 200,
      big: 0,
      'total-9': 700,
      'total-10': 0,
      'double-2': 1100,
      'double-5': 0,
      'single-2': 300,
      'single-5': 200,
      'single-1': 0,
      'combo-2-5': 600,
      'combo-1-2': 0,
      'triple-any': 0,
      'triple-2': 0,
    });
    expect(sicBo.viewOf(roll([2, 5, 2], ['big']))).toMatchObject({ dice: [2, 5, 2], total: 9, triple: false });
  });

  it('loses small and big on a triple, and pays the triples, the double and three of a single', () => {
    const spots = ['small', 'big', 'triple-any', 'triple-6', 'triple-5', 'double-6', 'single-6', 'total-17'];
    expect(paidBySpot(sicBo, roll([6, 6, 6], spots))).toEqual({
      small: 0,
      big: 0,
      'triple-any': 3100,
      'triple-6': 18100,
      'triple-5': 0,
      'double-6': 1100,
      'single-6': 400,
      'total-17': 0,
    });
    expect(paidBySpot(sicBo, roll([6, 6, 5], ['total-17', 'big']))).toEqual({ 'total-17': 6100, big: 200 });
  });

  it('has the standard exact returns', () => {
    expect(ruleReturn(sicBo, 'small')).toEqual(fraction(210, 216));
    expect(ruleReturn(sicBo, 'big')).toEqual(fraction(210, 216));
    expect(ruleReturn(sicBo, 'total-4')).toEqual(fraction(61 * 3, 216));
    expect(ruleReturn(sicBo, 'total-10')).toEqual(fraction(7 * 27, 216));
    expect(ruleReturn(sicBo, 'triple-any')).toEqual(fraction(31 * 6, 216));
    expect(ruleReturn(sicBo, 'triple-<1..6>')).toEqual(fraction(181, 216));
    expect(ruleReturn(sicBo, 'double-<1..6>')).toEqual(fraction(11 * 16, 216));
    // One die 75 ways, two 15, three 1: (75 x 2 + 15 x 3 + 4) / 216.
    expect(ruleReturn(sicBo, 'single-<1..6>')).toEqual(fraction(199, 216));
    expect(ruleReturn(sicBo, 'combo-<a>-<b>')).toEqual(fraction(30 * 6, 216));
    expect(sicBo.rules().maxWinMultiple).toBe(181);
  });

  it('agrees with the exact returns over seeded rolls', () => {
    const spots = ['small', 'big', 'total-7', 'total-10', 'double-3', 'single-4', 'combo-3-6', 'triple-any'];
    expectSimulatedReturns(sicBo, Object.fromEntries(spots.map((spot) => [spot, exactOf(spot)])), 6_000, 9);
  });

  it('refuses spots not on the board', () => {
    for (const spot of [
      'total-3',
      'total-18',
      'triple-0',
      'double-7',
      'single-0',
      'combo-2-2',
      'combo-5-2',
      'combo-1-7',
      'triple',
      'any-triple',
      'small-1',
    ]) {
      expectRefused(sicBo, one(spot));
    }
  });
});

function exactOf(spot: string) {
  const pattern = spot.replace(/^(double|single|triple)-\d$/, '$1-<1..6>').replace(/^combo-\d-\d$/, 'combo-<a>-<b>');
  return ruleReturn(sicBo, pattern);
}
