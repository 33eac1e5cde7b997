// Counting helpers shared by the bet counts, the win functions and the probabilities.

/** C(n, k) exactly, 0 outside 0 <= k <= n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  // Each partial product is itself a binomial coefficient, so the division is exact at every step.
  for (let i = 1; i <= smaller; i++) result = (result * BigInt(n - smaller + i)) / BigInt(i);
  return result;
}

/** C(n, k) as a number: bet and hit counts stay far below 2^53. */
export const choose = (n: number, k: number): number => Number(binomial(n, k));

/** n (n-1) ... (n-k+1): ordered picks of k distinct values out of n. */
export function arrangements(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result *= BigInt(n - i);
  return result;
}

/**
 * The k-th elementary symmetric sum of the sizes: the number of ways to choose k of the groups and one
 * member of each (an "any N positions" selection makes one bet per choice of N positions and a digit on each).
 */
export function elementarySymmetric(sizes: readonly number[], k: number): number {
  const sums = [1, ...new Array<number>(k).fill(0)];
  for (const size of sizes) {
    for (let j = k; j >= 1; j--) sums[j] = sums[j]! + sums[j - 1]! * size;
  }
  return sums[k]!;
}

/** Every way to split the items into non-empty blocks. */
function* setPartitions<T>(items: readonly T[]): Generator<T[][]> {
  const [first, ...rest] = items;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const partition of setPartitions(rest)) {
    yield [[first], ...partition];
    for (let i = 0; i < partition.length; i++) {
      yield partition.map((block, j) => (j === i ? [first, ...block] : block));
    }
  }
}

/**
 * How many tuples take one value from each group with no value taken twice, without listing them: by
 * inclusion-exclusion over the ways groups can be forced equal (Möbius function of the partition lattice), each
 * partition counting the tuples equal within its blocks: sum over partitions of prod over blocks of
 * (-1)^(|B|-1) (|B|-1)! |intersection of the groups of B|.
 */
export function countDistinctTuples(groups: readonly (readonly string[])[]): number {
  let total = 0;
  for (const partition of setPartitions(groups)) {
    let term = 1;
    for (const block of partition) {
      const [head, ...others] = block;
      const common = head!.filter((value) => others.every((group) => group.includes(value))).length;
      let mobius = block.length % 2 === 1 ? 1 : -1;
      for (let i = 2; i < block.length; i++) mobius *= i;
      term *= mobius * common;
    }
    total += term;
  }
  return total;
}

/** value -> weight, for the law of a quantity read off a draw (weights count equally likely draws). */
export type Weighted<T> = readonly (readonly [T, bigint])[];

/** The sums of k values drawn with repetition from `values`, each tuple counted once. */
export function tupleSumWeights(values: readonly number[], k: number): Weighted<number> {
  let weights = new Map<number, bigint>([[0, 1n]]);
  for (let i = 0; i < k; i++) {
    const next = new Map<number, bigint>();
    for (const [sum, weight] of weights) {
      for (const value of values) next.set(sum + value, (next.get(sum + value) ?? 0n) + weight);
    }
    weights = next;
  }
  return [...weights];
}

/** The sums of k distinct values out of `values`, each k-subset counted once (the draw order does not change a sum). */
export function subsetSumWeights(values: readonly number[], k: number): Weighted<number> {
  // bySize[j] maps a sum to the number of j-subsets of the values seen so far with that sum.
  const bySize = Array.from({ length: k + 1 }, () => new Map<number, bigint>());
  bySize[0]!.set(0, 1n);
  for (const value of values) {
    for (let j = k; j >= 1; j--) {
      for (const [sum, weight] of bySize[j - 1]!) {
        bySize[j]!.set(sum + value, (bySize[j]!.get(sum + value) ?? 0n) + weight);
      }
    }
  }
  return [...bySize[k]!];
}

/** Every ordered pair (a, b) of the values, equally likely; `distinct` leaves out a = b. */
export function orderedPairs(values: readonly number[], distinct: boolean): Weighted<readonly [number, number]> {
  return values.flatMap((a) => values.filter((b) => !distinct || a !== b).map((b) => [[a, b], 1n] as const));
}

/** Each value once, equally likely. */
export const uniform = <T>(values: readonly T[]): Weighted<T> => values.map((value) => [value, 1n] as const);
