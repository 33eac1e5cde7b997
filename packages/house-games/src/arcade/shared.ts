import { type Fraction, fraction, fractionAdd, fractionMul, integerBelow, type Sampler } from '@portal/lottery';
import { HouseGameInputError, type Wager } from '../game.js';
import { returnOf } from '../money.js';

/** Helpers the arcade originals share: one wager per round whose spot carries the player's parameter. */

/** A wager as kept in a JSON state. */
export interface StoredWager {
  spot: string;
  amount: string;
}

export const storedWagers = (wagers: readonly Wager[]): StoredWager[] =>
  wagers.map((wager) => ({ spot: wager.spot, amount: String(wager.amount) }));

/** The only wager of a one-wager game, refused otherwise. */
export function onlyWager(wagers: readonly Wager[], what: string): Wager {
  if (wagers.length !== 1) throw new HouseGameInputError('wagers', `one wager: ${what}`);
  return wagers[0]!;
}

/**
 * The whole number after `prefix` in a spot ('under-4950' → 4950), or null when the spot has another shape.
 * Leading zeros and signs are refused so one parameter has exactly one spot id.
 */
export function spotNumber(spot: string, prefix: string): number | null {
  if (!spot.startsWith(prefix)) return null;
  const digits = spot.slice(prefix.length);
  if (!/^(0|[1-9][0-9]{0,11})$/.test(digits)) return null;
  return Number(digits);
}

/** The stake of a state's wagers (one wager in every arcade game), minor units. */
export const stakeOf = (wagers: readonly StoredWager[]): bigint =>
  wagers.reduce((sum, wager) => sum + BigInt(wager.amount), 0n);

/** What the wagers return at one exact multiple, floored per wager. */
export const paidAt = (wagers: readonly StoredWager[], multiple: Fraction): bigint =>
  wagers.reduce((sum, wager) => sum + returnOf(BigInt(wager.amount), multiple), 0n);

/** C(n, k) exactly, 0 outside 0 <= k <= n (the lottery package keeps its own unexported). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  // Each partial product is itself a binomial coefficient, so the division is exact at every step.
  for (let i = 1; i <= smaller; i++) result = (result * BigInt(n - smaller + i)) / BigInt(i);
  return result;
}

export const fractionSum = (terms: readonly Fraction[]): Fraction => terms.reduce(fractionAdd, fraction(0));

export const fractionProduct = (factors: readonly Fraction[]): Fraction => factors.reduce(fractionMul, fraction(1));

/** A multiple as the browser shows it: exact (numerator and denominator as decimal strings) and in 2 decimals. */
export interface MultipleView {
  num: string;
  den: string;
  /** Floored to hundredths, e.g. '1.24' (what a table prints; settlement uses the exact value). */
  text: string;
}

export function multipleView(multiple: Fraction): MultipleView {
  const hundredths = (multiple.num * 100n) / multiple.den;
  return { num: String(multiple.num), den: String(multiple.den), text: hundredthsText(hundredths) };
}

/** 12345 → '123.45'. */
export function hundredthsText(hundredths: bigint | number): string {
  const value = BigInt(hundredths);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/** The uniform choice of `count` distinct places out of `size`, in draw order (a partial Fisher-Yates). */
export function* distinctPlaces(size: number, count: number): Sampler<number[]> {
  const pool = Array.from({ length: size }, (_, i) => i);
  const chosen: number[] = [];
  for (let i = 0; i < count; i++) {
    const index = yield* integerBelow(pool.length);
    chosen.push(pool[index]!);
    pool.splice(index, 1);
  }
  return chosen;
}
