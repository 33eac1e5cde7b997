import type { WeightedResult } from './distribution.js';
import { handicapOutcome, totalsOutcome } from './lines.js';
import { fairProbabilityOf, tallyWith } from './pricing.js';

/**
 * Which Asian lines to offer: the one nearest an even book, where each side's fair chance is closest to one half.
 * Only the margin (handicap) or the total matters to a line, so the search runs on that value's distribution.
 */
type LineKind = 'handicap' | 'totals';
/** Half lines (quarters ≡ 2 mod 4) never push; quarter lines (odd) split the stake over two neighbours. */
export type LineStep = 'half' | 'quarter';

/** How far either side of the median the search looks, in quarters: four goals, points, sets. */
const SEARCH_QUARTERS = 16;

/** The margin's or the total's distribution, lowest first, each value as the `result` a tally settles. */
function valueDistribution(
  outcomes: readonly WeightedResult[],
  kind: LineKind,
): { result: number; probability: number }[] {
  const values = new Map<number, number>();
  for (const { result, probability } of outcomes) {
    if (result.kind !== 'score') throw new TypeError('sports: lines are offered on scores');
    const value = kind === 'handicap' ? result.home - result.away : result.home + result.away;
    values.set(value, (values.get(value) ?? 0) + probability);
  }
  return [...values].map(([result, probability]) => ({ result, probability })).sort((a, b) => a.result - b.result);
}

function median(values: readonly { result: number; probability: number }[]): number {
  let below = 0;
  for (const { result, probability } of values) {
    below += probability;
    if (below >= 0.5) return result;
  }
  return values[values.length - 1]!.result;
}

const hasStep = (line: number, step: LineStep) =>
  step === 'quarter' ? Math.abs(line) % 2 === 1 : Math.abs(line) % 4 === 2;

/** The line of that step whose home (handicap) or over (totals) side is nearest an even chance; the lower on a tie. */
export function balancedLine(outcomes: readonly WeightedResult[], kind: LineKind, step: LineStep): number {
  const values = valueDistribution(outcomes, kind);
  // A home side expected to win by m is offered about -m; a total expected at t is offered about t.
  const centre = (kind === 'handicap' ? -4 : 4) * median(values);
  let best = Number.NaN;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let line = centre - SEARCH_QUARTERS; line <= centre + SEARCH_QUARTERS; line++) {
    if (!hasStep(line, step) || (kind === 'totals' && line <= 0)) continue;
    const tally = tallyWith(values, (value) =>
      kind === 'handicap' ? handicapOutcome('home', value, 0, line) : totalsOutcome('over', value, line),
    );
    const distance = Math.abs(fairProbabilityOf(tally) - 0.5);
    if (distance < bestDistance - 1e-12) {
      best = line;
      bestDistance = distance;
    }
  }
  return best;
}
