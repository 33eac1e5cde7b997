import { assertPrice, LEG_FACTOR_UNIT, legReturnFactor } from './bet.js';
import { assertMargin } from './pricing.js';
import type { LegOutcome } from './types.js';

export interface CashOutLeg {
  /** The price the leg was struck at. */
  price: number;
  /** How the leg ended; null while its event is undecided. */
  outcome: LegOutcome | null;
  /** The selection's price now; null when its market is suspended. */
  currentPrice: number | null;
}

export interface CashOutBet {
  stake: bigint;
  legs: readonly CashOutLeg[];
  /** The house's cut of the bet's fair value now, in percent. */
  marginPercent: number;
}

/** The margin as an exact fraction of ten thousand: 2.5 % is 250. */
function basisPoints(marginPercent: number): bigint {
  assertMargin(marginPercent);
  const points = Math.round(marginPercent * 100);
  if (Math.abs(points - marginPercent * 100) > 1e-6) throw new RangeError('sports: a margin has two decimals at most');
  return BigInt(points);
}

/**
 * What the house offers now for a running bet: the decided legs' returns, times each undecided leg's price over
 * its current price (the bet's fair value if today's prices are fair), less the margin. Exact: one bigint
 * numerator over one denominator, floored once. No offer (null) for a bet already settled or lost, or while an
 * undecided leg's market is suspended.
 */
export function cashOutOffer(bet: CashOutBet): bigint | null {
  if (bet.stake < 0n) throw new RangeError('sports: a stake cannot be negative');
  if (bet.legs.length === 0) throw new RangeError('sports: a bet has at least one leg');
  const cut = basisPoints(bet.marginPercent);
  const undecided = bet.legs.filter((leg) => leg.outcome === null);
  if (undecided.length === 0 || bet.legs.some((leg) => leg.outcome === 'lose')) return null;
  if (undecided.some((leg) => leg.currentPrice === null)) return null;

  let numerator = bet.stake * (10_000n - cut);
  let denominator = 10_000n;
  for (const leg of bet.legs) {
    if (leg.outcome === null) {
      assertPrice(leg.price);
      assertPrice(leg.currentPrice!);
      numerator *= BigInt(leg.price);
      denominator *= BigInt(leg.currentPrice!);
    } else {
      numerator *= legReturnFactor(leg.price, leg.outcome);
      denominator *= LEG_FACTOR_UNIT;
    }
  }
  return numerator / denominator;
}
