// Hot numbers and gaps over a run of draws, for the trend pages.
import { ballValues, digitStrings } from './shapes.js';
import type { DrawResult, DrawShape, NumberStat, PositionStats } from './types.js';

interface StatGroup {
  key: string;
  values: readonly string[];
  /** The values of a result this group counts (with repeats: each occurrence is a hit). */
  read(result: DrawResult): readonly string[];
}

const perPosition = (count: number, values: readonly string[]): StatGroup[] =>
  Array.from({ length: count }, (_, position) => ({
    key: `pos${position + 1}`,
    values,
    read: (result) => [result[position]!],
  }));

const wholeResult = (values: readonly string[], read = (number: string) => number): StatGroup[] => [
  { key: 'numbers', values, read: (result) => result.map(read) },
];

function statGroupsOf(shape: DrawShape): StatGroup[] {
  switch (shape.kind) {
    case 'SSC':
      return perPosition(5, digitStrings(1));
    case '11X5':
      return perPosition(5, ballValues(11));
    case 'PK10':
      return perPosition(10, ballValues(10));
    case 'LHC':
      return wholeResult(ballValues(49));
    case 'LF':
      return wholeResult(ballValues(20));
    case 'VN':
      // The 2-digit endings, what lô and đề are played on.
      return wholeResult(digitStrings(2), (number) => number.slice(-2));
    case 'SEA':
      // Each digit place of the 4D numbers, over all 23 numbers of a draw.
      return Array.from({ length: 4 }, (_, place) => ({
        key: `pos${place + 1}`,
        values: digitStrings(1),
        read: (result) => result.map((number) => number[place]!),
      }));
  }
}

/** Hits count every occurrence; the gap is the index of the newest draw showing the value, or the run's length. */
export function drawStats(shape: DrawShape, resultsNewestFirst: readonly DrawResult[]): PositionStats[] {
  return statGroupsOf(shape).map(({ key, values, read }) => {
    const stats = new Map<string, NumberStat>(
      values.map((value) => [value, { value, hits: 0, gap: resultsNewestFirst.length }]),
    );
    resultsNewestFirst.forEach((result, age) => {
      for (const value of read(result)) {
        const stat = stats.get(value);
        if (!stat) continue;
        stat.hits++;
        stat.gap = Math.min(stat.gap, age);
      }
    });
    return { key, numbers: [...stats.values()] };
  });
}
