import { type Fraction, fraction, fractionAdd, fractionMul } from '@portal/lottery';

/**
 * The printed prize table of every scratch title (the titles differ by art only): a ticket's prize is one tier,
 * drawn with probability weight / PRIZE_WEIGHT_TOTAL, the way an instant lottery prints its odds. The weights are
 * integers so the draw is an exact integerBelow(total) and the return an exact fraction.
 */
export interface PrizeTier {
  /** The prize as a multiple of the ticket price (0 = no prize). */
  multiple: number;
  /** Tickets in PRIZE_WEIGHT_TOTAL that carry this tier. */
  weight: number;
}

/** Highest tier first, so the rules page prints it as a real ticket's back does. */
export const PRIZE_TABLE: readonly PrizeTier[] = [
  { multiple: 10000, weight: 1 },
  { multiple: 1000, weight: 20 },
  { multiple: 100, weight: 300 },
  { multiple: 50, weight: 1_000 },
  { multiple: 20, weight: 4_000 },
  { multiple: 10, weight: 12_000 },
  { multiple: 5, weight: 30_000 },
  { multiple: 2, weight: 110_000 },
  { multiple: 1, weight: 275_000 },
  { multiple: 0, weight: 567_679 },
];

/** One million tickets per print run: the weights add up to it. */
export const PRIZE_WEIGHT_TOTAL = PRIZE_TABLE.reduce((sum, tier) => sum + tier.weight, 0);

/** The prize amounts that can appear on a face (every tier but the empty one). */
export const FACE_SYMBOLS: readonly number[] = PRIZE_TABLE.filter((tier) => tier.multiple > 0).map(
  (tier) => tier.multiple,
);

/** The tier a drawn number in [0, PRIZE_WEIGHT_TOTAL) falls in: the table's cumulative weights, in order. */
export function tierAt(draw: number): PrizeTier {
  let below = draw;
  for (const tier of PRIZE_TABLE) {
    if (below < tier.weight) return tier;
    below -= tier.weight;
  }
  throw new RangeError(`scratch card: draw ${draw} is beyond the prize table`);
}

/** The exact return of one ticket: sum over tiers of multiple x weight / total (95.5 % for the table above). */
export function prizeTableReturn(table: readonly PrizeTier[] = PRIZE_TABLE): Fraction {
  const total = table.reduce((sum, tier) => sum + tier.weight, 0);
  return table.reduce(
    (sum, tier) => fractionAdd(sum, fractionMul(fraction(tier.multiple), fraction(tier.weight, total))),
    fraction(0),
  );
}
