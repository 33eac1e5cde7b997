import type { DrawRecord } from '@portal/contracts';

/** One point of the trend chart: an issue and the value drawn (or the sum), oldest first. */
export interface TrendPoint {
  issue: string;
  value: number;
}

/** 'sum', or the index of a position of the result. */
export type TrendSeries = 'sum' | number;

/** The series a chart can show: the sum (ball games) and every position of short results. */
export function trendChoices(resultLength: number): TrendSeries[] {
  if (resultLength === 0) return [];
  if (resultLength > 10) return [0];
  return ['sum', ...Array.from({ length: resultLength }, (_, index) => index)];
}

/** The short form of an issue on an axis: its serial, or the day of a daily game. */
export const issueLabel = (issue: string) => issue.split('-')[1] ?? issue.slice(4);

/** Points of a series over the draws with a result, oldest first. */
export function trendPoints(draws: readonly DrawRecord[], series: TrendSeries): TrendPoint[] {
  return draws
    .filter((draw): draw is DrawRecord & { result: string[] } => draw.result !== null)
    .map((draw) => ({
      issue: issueLabel(draw.issueNumber),
      value:
        series === 'sum'
          ? draw.result.reduce((sum, value) => sum + Number(value), 0)
          : Number(draw.result[series] ?? Number.NaN),
    }))
    .filter((point) => Number.isFinite(point.value))
    .reverse();
}

export interface NumberStat {
  value: string;
  hits: number;
  gap: number;
}

/** The most drawn numbers (hot) and the longest unseen (cold), `count` of each. */
export function hotAndCold(numbers: readonly NumberStat[], count = 5): { hot: NumberStat[]; cold: NumberStat[] } {
  const hot = [...numbers].sort((a, b) => b.hits - a.hits || a.gap - b.gap).slice(0, count);
  const cold = [...numbers].sort((a, b) => b.gap - a.gap || a.hits - b.hits).slice(0, count);
  return { hot, cold };
}
