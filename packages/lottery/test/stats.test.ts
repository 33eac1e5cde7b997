import { describe, expect, it } from 'vitest';
import { drawStats } from '../src/index.js';
import { contextOf } from './support/context.js';
import { balls, digits } from './support/settle.js';

const statOf = (groups: ReturnType<typeof drawStats>, key: string, value: string) =>
  groups.find((group) => group.key === key)!.numbers.find((stat) => stat.value === value);

describe('drawStats', () => {
  it('counts hits and gaps per SSC position, newest draw first', () => {
    const stats = drawStats(contextOf('SSC'), [digits('12345'), digits('19999'), digits('02000')]);
    expect(stats.map(({ key }) => key)).toEqual(['pos1', 'pos2', 'pos3', 'pos4', 'pos5']);
    expect(stats[0]!.numbers.map(({ value }) => value)).toEqual(digits('0123456789'));
    expect(statOf(stats, 'pos1', '1')).toEqual({ value: '1', hits: 2, gap: 0 });
    expect(statOf(stats, 'pos1', '0')).toEqual({ value: '0', hits: 1, gap: 2 });
    // Never seen: the gap is the run's length.
    expect(statOf(stats, 'pos1', '5')).toEqual({ value: '5', hits: 0, gap: 3 });
    expect(statOf(stats, 'pos2', '9')).toEqual({ value: '9', hits: 1, gap: 1 });
    expect(statOf(stats, 'pos5', '0')).toEqual({ value: '0', hits: 1, gap: 2 });
  });

  it('takes every ball of LHC and LF draws as one group of numbers', () => {
    const stats = drawStats(contextOf('LHC'), [balls('01 02 03 04 05 06 49'), balls('49 10 11 12 13 14 15')]);
    expect(stats).toHaveLength(1);
    expect(stats[0]!.key).toBe('numbers');
    expect(stats[0]!.numbers).toHaveLength(49);
    expect(statOf(stats, 'numbers', '49')).toEqual({ value: '49', hits: 2, gap: 0 });
    expect(statOf(stats, 'numbers', '10')).toEqual({ value: '10', hits: 1, gap: 1 });
    expect(drawStats(contextOf('LF'), [])[0]!.numbers).toHaveLength(20);
  });

  it('keeps positions for 11X5 and PK10', () => {
    const stats = drawStats(contextOf('PK10'), [balls('05 02 10 01 03 04 06 07 08 09')]);
    expect(stats).toHaveLength(10);
    expect(statOf(stats, 'pos3', '10')).toEqual({ value: '10', hits: 1, gap: 0 });
    expect(drawStats(contextOf('11X5'), [])[4]!.numbers.map(({ value }) => value)).toEqual(
      balls('01 02 03 04 05 06 07 08 09 10 11'),
    );
  });

  it('counts VN 2-digit endings per occurrence, and 4D digits per place', () => {
    const north = Array.from({ length: 27 }, (_, i) => (i < 20 ? (i < 10 ? '00045' : '0045') : i < 23 ? '045' : '45'));
    const stats = drawStats(contextOf('VN', 'north'), [north]);
    expect(stats[0]!.numbers).toHaveLength(100);
    expect(statOf(stats, 'numbers', '45')).toEqual({ value: '45', hits: 27, gap: 0 });
    const fourD = Array.from({ length: 23 }, () => '1234');
    const sea = drawStats(contextOf('SEA'), [fourD, fourD.map(() => '5678')]);
    expect(sea.map(({ key }) => key)).toEqual(['pos1', 'pos2', 'pos3', 'pos4']);
    expect(statOf(sea, 'pos2', '2')).toEqual({ value: '2', hits: 23, gap: 0 });
    expect(statOf(sea, 'pos2', '6')).toEqual({ value: '6', hits: 23, gap: 1 });
  });
});
