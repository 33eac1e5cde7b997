import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { craps } from '../../src/table/craps.js';
import {
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  fixedStream,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

const SPOTS = ['pass', 'dont-pass', 'field', 'any-seven', 'any-craps'];
/** Rolls as pairs of dice; each die d takes d - 1 from the stream. */
const shoot = (rolls: [number, number][]) =>
  dealWith(
    craps,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    fixedStream(rolls.flat().map((die) => die - 1)),
  );

describe('craps', () => {
  it('wins pass on a come-out 7 and pays any seven, in one roll', () => {
    const state = shoot([[3, 4]]);
    expect(craps.viewOf(state)).toMatchObject({ rolls: [[3, 4]], point: null, outcome: 'pass' });
    expect(paidBySpot(craps, state)).toEqual({ pass: 200, 'dont-pass': 0, field: 0, 'any-seven': 500, 'any-craps': 0 });
  });

  it("bars 12 for don't pass, and pays it 3:1 in the field and as craps", () => {
    expect(paidBySpot(craps, shoot([[6, 6]]))).toEqual({
      pass: 0,
      'dont-pass': 100,
      field: 400,
      'any-seven': 0,
      'any-craps': 800,
    });
    expect(paidBySpot(craps, shoot([[1, 1]]))).toEqual({
      pass: 0,
      'dont-pass': 200,
      field: 300,
      'any-seven': 0,
      'any-craps': 800,
    });
    expect(craps.viewOf(shoot([[6, 6]])).outcome).toBe('bar-12');
  });

  it('rolls on to the point, settling the one-roll bets on the come-out only', () => {
    const made = shoot([
      [4, 6],
      [2, 3],
      [6, 4],
    ]);
    expect(craps.viewOf(made)).toMatchObject({
      rolls: [
        [4, 6],
        [2, 3],
        [6, 4],
      ],
      point: 10,
      outcome: 'pass',
    });
    expect(paidBySpot(craps, made)).toEqual({ pass: 200, 'dont-pass': 0, field: 200, 'any-seven': 0, 'any-craps': 0 });
    const sevenOut = shoot([
      [2, 4],
      [1, 1],
      [3, 4],
      [3, 3],
    ]);
    expect(craps.viewOf(sevenOut)).toMatchObject({
      rolls: [
        [2, 4],
        [1, 1],
        [3, 4],
      ],
      point: 6,
      outcome: 'dont-pass',
    });
    expect(paidBySpot(craps, sevenOut)).toEqual({
      pass: 0,
      'dont-pass': 200,
      field: 0,
      'any-seven': 0,
      'any-craps': 0,
    });
  });

  it('has the exact line and one-roll returns', () => {
    expect(ruleReturn(craps, 'pass')).toEqual(fraction(2 * 244, 495));
    // Don't pass wins 949/1980 and pushes 1/36.
    expect(ruleReturn(craps, 'dont-pass')).toEqual(fraction(2 * 949 + 55, 1980));
    expect(ruleReturn(craps, 'field')).toEqual(fraction(35, 36));
    expect(ruleReturn(craps, 'any-seven')).toEqual(fraction(30, 36));
    expect(ruleReturn(craps, 'any-craps')).toEqual(fraction(32, 36));
  });

  it('agrees with the exact returns over seeded rounds', () => {
    expectSimulatedReturns(craps, Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(craps, spot)])), 6_000, 29);
  });

  it('refuses other spots', () => {
    for (const spot of ['come', 'hard-way-8', 'pass-line', 'field-2']) expectRefused(craps, one(spot));
  });
});
