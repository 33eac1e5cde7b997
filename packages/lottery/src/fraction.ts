// Exact rationals over bigint: probabilities are computed from the draw rules as fractions, never floats, so a
// payout derived from them (2/p x group/2000) is exact and the server and the browser agree to the last unit.
import type { Fraction } from './types.js';

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num/den reduced, with a positive denominator. Intermediate sums may be negative; probabilities never are. */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('fraction: zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const divisor = gcd(n, d);
  return divisor > 1n ? { num: n / divisor, den: d / divisor } : { num: n, den: d };
}

export const ZERO: Fraction = fraction(0);
export const ONE: Fraction = fraction(1);

export const fractionAdd = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const fractionSub = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const fractionMul = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
export function fractionDiv(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('fraction: division by zero');
  return fraction(a.num * b.den, a.den * b.num);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function fractionCompare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** base^exponent for a non-negative integer exponent. */
export const fractionPow = (base: Fraction, exponent: number): Fraction =>
  fraction(base.num ** BigInt(exponent), base.den ** BigInt(exponent));

export const fractionSum = (terms: readonly Fraction[]): Fraction => terms.reduce(fractionAdd, ZERO);

/** For display and statistics only: settlement never rounds through a float. */
export const fractionToNumber = (value: Fraction): number => Number(value.num) / Number(value.den);
