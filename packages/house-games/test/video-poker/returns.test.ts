import { fraction, fractionAdd, fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { payTables } from '../../src/video-poker/pay-tables.js';
import { exactOutcomes } from '../../src/video-poker/returns.js';
import { exactReturn } from './exact-return.js';
import { gameOf } from './games.js';

describe('video poker returns', () => {
  it.each(payTables.map((table) => [table.id, table] as const))('%s returns its published figure', (_, table) => {
    const rules = gameOf(table.id).rules();
    const places = table.publishedReturnPercent.split('.')[1]!.length;
    expect((fractionToNumber(rules.returnToPlayer) * 100).toFixed(places)).toBe(table.publishedReturnPercent);
    expect(rules.method).toEqual({ kind: 'exact' });
    expect(rules.maxWinMultiple).toBe(800);
  });

  it.each(payTables.map((table) => [table.id, table] as const))('%s lists each paying hand', (_, table) => {
    const rules = gameOf(table.id).rules();
    const outcome = exactOutcomes[table.id];
    // The final hands are every outcome of a round: their counts make up the whole denominator.
    expect(Object.keys(outcome.hands)).toEqual([...table.lines.map((line) => line.hand), 'nothing']);
    expect(Object.values(outcome.hands).reduce((sum, count) => sum + count, 0n)).toBe(outcome.denominator);
    const lines = rules.spots.filter((spot) => spot.spot !== 'hand');
    expect(lines.map((spot) => [spot.spot, spot.pays])).toEqual(
      table.lines.map((line) => [line.hand, `${line.pays}x`]),
    );
    expect(lines.reduce((sum, spot) => fractionAdd(sum, spot.returnToPlayer), fraction(0))).toEqual(
      rules.returnToPlayer,
    );
    expect(rules.spots.at(-1)).toEqual({
      spot: 'hand',
      pays: 'see the pay table',
      returnToPlayer: rules.returnToPlayer,
    });
  });

  it('has the 9/6 Jacks or Better hand frequencies of the published analysis', () => {
    // Wizard of Odds, 9/6 Jacks or Better: royal flush 1 in 40,391 hands, 4 of a kind 0.002363, etc.
    const outcome = exactOutcomes['jacks-or-better'];
    const probability = (hand: string) => Number(outcome.hands[hand]!) / Number(outcome.denominator);
    expect(1 / probability('royal-flush')).toBeCloseTo(40391, -1);
    expect(probability('four-of-a-kind')).toBeCloseTo(0.002363, 6);
    expect(probability('full-house')).toBeCloseTo(0.011512, 6);
    expect(probability('jacks-or-better')).toBeCloseTo(0.214585, 6);
    expect(probability('nothing')).toBeCloseTo(0.545435, 6);
  });
});

// Every deal of the deck followed by its best hold, about 40 s for the eight games: the exact figures above.
describe.skipIf(process.env.SOAK !== 'full')('video poker exact returns (SOAK)', () => {
  it.each(payTables.map((table) => table.id))(
    '%s: enumerating every deal gives the stated hand counts',
    (id) => {
      const exact = exactReturn(id);
      const outcome = exactOutcomes[id];
      const stated = Object.values(outcome.hands).map((count) => fraction(count, outcome.denominator));
      expect(exact.classProbabilities).toEqual(stated);
      expect(exact.returnToPlayer).toEqual(gameOf(id).rules().returnToPlayer);
    },
    120_000,
  );
});
