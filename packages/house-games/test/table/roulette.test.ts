import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { HouseGameInputError } from '../../src/game.js';
import { americanRoulette, coveredNumbers, europeanRoulette } from '../../src/table/roulette.js';
import {
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  fixedStream,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

const spin = (game: typeof europeanRoulette, pocket: number, spots: string[]) =>
  dealWith(
    game,
    spots.map((spot) => ({ spot, amount: 100n })),
    fixedStream([pocket]),
  );

describe('european roulette', () => {
  it('pays each bet shape at its odds on the pocket it covers, nothing elsewhere', () => {
    const spots = ['straight-17', 'split-17-20', 'street-16', 'corner-16', 'line-13', 'black', 'odd', 'low'];
    const state = spin(europeanRoulette, 17, [...spots, 'dozen-2', 'column-2', 'straight-18', 'red', 'even', 'high']);
    expect(paidBySpot(europeanRoulette, state)).toEqual({
      'straight-17': 3600,
      'split-17-20': 1800,
      'street-16': 1200,
      'corner-16': 900,
      'line-13': 600,
      black: 200,
      odd: 200,
      low: 200,
      'dozen-2': 300,
      'column-2': 300,
      'straight-18': 0,
      red: 0,
      even: 0,
      high: 0,
    });
    expect(europeanRoulette.payout(state)).toBe(3600n + 1800n + 1200n + 900n + 600n + 600n + 600n);
    expect(europeanRoulette.viewOf(state)).toMatchObject({ number: '17', colour: 'black' });
  });

  it('loses every outside bet on zero, which is green', () => {
    const state = spin(europeanRoulette, 0, [
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen-1',
      'column-3',
      'split-0-3',
    ]);
    expect(europeanRoulette.payout(state)).toBe(1800n);
    expect(europeanRoulette.viewOf(state)).toMatchObject({ number: '0', colour: 'green' });
  });

  it('pays several wagers on one spot each', () => {
    const wagers = [
      { spot: 'red', amount: 100n },
      { spot: 'red', amount: 250n },
    ];
    expect(europeanRoulette.payout(dealWith(europeanRoulette, wagers, fixedStream([1])))).toBe(700n);
  });

  it('lays out the inside bets as on the table', () => {
    const spotsOf = (prefix: string, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}`).filter(
        (spot) => coveredNumbers(spot, false) !== null,
      );
    const splits: string[] = [];
    for (let a = 0; a <= 36; a++) for (let b = a + 1; b <= 36; b++) splits.push(`split-${a}-${b}`);
    expect(splits.filter((spot) => coveredNumbers(spot, false) !== null)).toHaveLength(57 + 3);
    expect(spotsOf('street', 0, 36)).toHaveLength(12);
    expect(spotsOf('corner', 0, 36)).toHaveLength(22);
    expect(spotsOf('line', 0, 36)).toHaveLength(11);
    expect(coveredNumbers('corner-32', false)).toEqual([32, 33, 35, 36]);
    expect(coveredNumbers('column-1', false)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
  });

  it('returns 36/37 on every spot, exactly', () => {
    for (const rule of europeanRoulette.rules().spots) expect(rule.returnToPlayer).toEqual(fraction(36, 37));
    expect(europeanRoulette.rules()).toMatchObject({ maxWinMultiple: 36, method: { kind: 'exact' } });
  });

  it('agrees with the exact return over seeded spins', () => {
    const spots = [
      'straight-0',
      'split-8-11',
      'street-34',
      'corner-1',
      'line-31',
      'red',
      'even',
      'high',
      'dozen-3',
      'column-1',
    ];
    expectSimulatedReturns(
      europeanRoulette,
      Object.fromEntries(spots.map((spot) => [spot, fraction(36, 37)])),
      6_000,
      3,
    );
  });

  it('refuses spots not on the single-zero layout', () => {
    for (const spot of [
      'straight-37',
      'straight-00',
      'straight-07',
      'split-1-5',
      'split-3-4',
      'split-20-17',
      'split-0-00',
      'street-2',
      'corner-3',
      'corner-33',
      'line-34',
      'dozen-4',
      'column-0',
      'green',
      'split-1-2-3',
    ]) {
      expectRefused(europeanRoulette, one(spot));
    }
    expectRefused(europeanRoulette, []);
    expectRefused(
      europeanRoulette,
      Array.from({ length: 101 }, () => ({ spot: 'red', amount: 1n })),
    );
    expect(() => europeanRoulette.act(spin(europeanRoulette, 1, ['red']), 'spin')).toThrow(HouseGameInputError);
    expect(europeanRoulette.actions(spin(europeanRoulette, 1, ['red']))).toEqual([]);
  });
});

describe('american roulette', () => {
  it('has a double zero that pays its straight and splits, and is green', () => {
    const state = spin(americanRoulette, 37, ['straight-00', 'split-0-00', 'split-00-3', 'straight-0', 'red', 'black']);
    expect(paidBySpot(americanRoulette, state)).toMatchObject({
      'straight-00': 3600,
      'split-0-00': 1800,
      'split-00-3': 1800,
      'straight-0': 0,
    });
    expect(americanRoulette.viewOf(state)).toMatchObject({ number: '00', colour: 'green' });
  });

  it('returns 18/19 (36/38) on every spot', () => {
    for (const rule of americanRoulette.rules().spots) expect(rule.returnToPlayer).toEqual(fraction(18, 19));
    expect(ruleReturn(americanRoulette, 'red')).toEqual(fraction(36, 38));
  });

  it('agrees with the exact return over seeded spins', () => {
    const spots = ['straight-00', 'split-0-00', 'red', 'odd', 'dozen-1'];
    expectSimulatedReturns(
      americanRoulette,
      Object.fromEntries(spots.map((spot) => [spot, fraction(18, 19)])),
      5_000,
      5,
    );
  });

  it('refuses what the layout does not have', () => {
    for (const spot of ['straight-000', 'split-00-1', 'split-00-0', 'split-0-3', 'straight-37'])
      expectRefused(americanRoulette, one(spot));
  });
});
