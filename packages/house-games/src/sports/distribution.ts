import { integerBelow, type Sampler } from '@portal/lottery';
import type { EventResult } from './types.js';

/**
 * A result with its probability. The models hand the pricing these and draw results from the very same numbers:
 * each probability is an integer weight out of WEIGHT_TOTAL, and a draw is one integerBelow(WEIGHT_TOTAL) looked up
 * in the running sums, so the chance of drawing a result is exactly the probability its prices were made from.
 */
export interface WeightedResult {
  result: EventResult;
  probability: number;
}

/** An event's model: what can happen and how likely, and a draw of exactly that. */
export interface EventModel {
  /**
   * Every result the markets tell apart, with its probability (summing to 1). A race lists the orders of its first
   * places (the only ones its markets read), the other runners following in field order.
   */
  outcomes: readonly WeightedResult[];
  /** A draw from the same distribution as `outcomes`. */
  sample(): Sampler<EventResult>;
}

/** 2^31: a power of two, so integerBelow never discards a u, and 2^-31 is far below any price's resolution. */
export const WEIGHT_TOTAL = 2 ** 31;

/**
 * Rounds probabilities to integer weights that sum to WEIGHT_TOTAL exactly (largest remainder: each weight is its
 * share floored, and the units left go to the largest fractions, the earlier entry first on a tie). Results whose
 * weight rounds to zero cannot be drawn and are dropped, so they are not priced either.
 */
export function quantisedModel(entries: readonly WeightedResult[]): EventModel {
  const sum = entries.reduce((total, entry) => total + entry.probability, 0);
  if (!(sum > 0) || entries.some((entry) => !(entry.probability >= 0))) {
    throw new RangeError('sports: a distribution needs non-negative probabilities with a positive sum');
  }
  const shares = entries.map((entry) => (entry.probability / sum) * WEIGHT_TOTAL);
  const weights = shares.map(Math.floor);
  let unitsLeft = WEIGHT_TOTAL - weights.reduce((total, weight) => total + weight, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - weights[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let rank = 0; unitsLeft > 0; rank = (rank + 1) % byRemainder.length, unitsLeft--) {
    weights[byRemainder[rank]!.index]! += 1;
  }
  // Float sums can overshoot by a unit or two; take them back from the largest weights.
  for (; unitsLeft < 0; unitsLeft++) weights[weights.indexOf(Math.max(...weights))]! -= 1;

  const kept = entries.flatMap((entry, index) => (weights[index]! > 0 ? [{ entry, weight: weights[index]! }] : []));
  const runningSums: number[] = [];
  let running = 0;
  for (const { weight } of kept) {
    running += weight;
    runningSums.push(running);
  }
  const outcomes = kept.map(({ entry, weight }) => ({ result: entry.result, probability: weight / WEIGHT_TOTAL }));
  return {
    outcomes,
    *sample() {
      const u = yield* integerBelow(WEIGHT_TOTAL);
      return outcomes[firstAbove(runningSums, u)]!.result;
    },
  };
}

/** The index of the first running sum above u (binary search; the sums rise strictly). */
function firstAbove(runningSums: readonly number[], u: number): number {
  let low = 0;
  let high = runningSums.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (runningSums[middle]! > u) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Poisson(λ) over 0..max, with everything above max folded into max, so the probabilities sum to 1. */
export function poissonUpTo(lambda: number, max: number): number[] {
  const probabilities: number[] = [];
  let term = Math.exp(-lambda);
  for (let goals = 0; goals < max; goals++) {
    probabilities.push(term);
    term *= lambda / (goals + 1);
  }
  probabilities.push(Math.max(0, 1 - probabilities.reduce((total, p) => total + p, 0)));
  return probabilities;
}

/** Two independent sides' score distributions (index = score) as score results, each with their joint chance. */
export function independentScores(home: readonly number[], away: readonly number[]): WeightedResult[] {
  return home.flatMap((homeChance, homeScore) =>
    away.map((awayChance, awayScore) => ({
      result: { kind: 'score' as const, home: homeScore, away: awayScore },
      probability: homeChance * awayChance,
    })),
  );
}
