import { type BetResult, type LegOutcome, SPORTS_MAX_PRICE, SPORTS_MIN_PRICE } from './types.js';

/**
 * The money of a bet, exact: a leg's return factor is kept in 1/2000 of the stake (price is in thousandths and a
 * half-win pays half the stake at the price, so 2000 is the least common unit), and the product of all factors is
 * divided once at the end. Rounding leg by leg would let an accumulator lose or gain units depending on leg order.
 */
export const LEG_FACTOR_UNIT = 2000n;
const PRICE_UNIT = 1000n;

export function assertPrice(price: number): void {
  if (!Number.isInteger(price) || price < SPORTS_MIN_PRICE || price > SPORTS_MAX_PRICE) {
    throw new RangeError(`sports: a price is an integer in thousandths from 1010 to 1000000, not ${price}`);
  }
}

function assertStake(stake: bigint): void {
  if (stake < 0n) throw new RangeError('sports: a stake cannot be negative');
}

/** What a leg returns per stake, in units of 1/2000 of the stake. */
export function legReturnFactor(price: number, outcome: LegOutcome): bigint {
  assertPrice(price);
  switch (outcome) {
    case 'win':
      return 2n * BigInt(price);
    case 'half-win':
      // Half the stake won at the price, the other half refunded.
      return PRICE_UNIT + BigInt(price);
    case 'push':
    case 'void':
      return LEG_FACTOR_UNIT;
    case 'half-lose':
      return PRICE_UNIT;
    case 'lose':
      return 0n;
  }
}

/** floor(stake × Π factor / 2000^n): what a settled single or accumulator returns, stake included. */
export function betPayout(stake: bigint, legs: readonly { price: number; outcome: LegOutcome }[]): bigint {
  assertStake(stake);
  if (legs.length === 0) throw new RangeError('sports: a bet has at least one leg');
  let numerator = stake;
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= legReturnFactor(leg.price, leg.outcome);
    denominator *= LEG_FACTOR_UNIT;
  }
  return numerator / denominator;
}

/** An accumulator's price: the floor of the exact product of its legs' prices, in thousandths. */
export function combinedPrice(prices: readonly number[]): number {
  if (prices.length === 0) throw new RangeError('sports: a bet has at least one leg');
  let product = 1n;
  for (const price of prices) {
    assertPrice(price);
    product *= BigInt(price);
  }
  // One floor at the end: flooring leg by leg would shave a little more with every leg added.
  const combined = product / PRICE_UNIT ** BigInt(prices.length - 1);
  if (combined > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('sports: the combined price is too large');
  return Number(combined);
}

/** What the bet returns if every leg wins: floor(stake × Π price / 1000^n). */
export function potentialReturn(stake: bigint, prices: readonly number[]): bigint {
  assertStake(stake);
  if (prices.length === 0) throw new RangeError('sports: a bet has at least one leg');
  let numerator = stake;
  for (const price of prices) {
    assertPrice(price);
    numerator *= BigInt(price);
  }
  return numerator / PRICE_UNIT ** BigInt(prices.length);
}

/**
 * Where a bet stands. One lost leg loses an accumulator at once, whatever is still undecided; otherwise it is
 * open while a leg is undecided (null), void when every leg was stakes-back, and won (settled with a payout,
 * which half-lost legs can bring below the stake) otherwise.
 */
export function betResultOf(legs: readonly { outcome: LegOutcome | null }[]): BetResult {
  if (legs.length === 0) throw new RangeError('sports: a bet has at least one leg');
  if (legs.some((leg) => leg.outcome === 'lose')) return 'lost';
  if (legs.some((leg) => leg.outcome === null)) return 'open';
  if (legs.every((leg) => leg.outcome === 'push' || leg.outcome === 'void')) return 'void';
  return 'won';
}
