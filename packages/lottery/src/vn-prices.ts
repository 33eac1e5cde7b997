// VN plays are priced as Vietnamese players know them (LOTTERY.md §2 VN; issue 22 #20), not by the 2-unit
// Chinese convention: a number is bought in điểm (points). A play has a price per điểm (giá: what one điểm
// of one number costs) and a prize per điểm (ăn: what it pays each time the number hits), in whole đồng:
// - lô, north (27 results): 23,000 ₫ a điểm, 80,000 ₫ a hit ("23 ăn 80"), every result ending in it paying;
// - lô, south (18 results, "bao lô"): 1,000 ₫ on each result, so 18,000 ₫ a điểm, 75,000 ₫ a hit (1 ăn 75);
// - đề: 1,000 ₫ a điểm, 80,000 ₫ a hit ("1 ăn 80"); the southern đầu and đuôi 1 ăn 75;
// - 3 càng: 1 ăn 400 with the stake counted at 75% (750 ₫ a điểm);
// - xiên 2, 3, 4: 1 ăn 11, 45, 140 with the stake counted at 65% (650 ₫ a điểm); on the 18 southern results
//   (no source quotes them) 1 ăn 23, 140, 675, which return about what the northern odds do on 27.
// A site in another currency scales them by its point value: what a điểm's nominal 1,000 ₫ is in its minor units.
import { fraction, fractionDiv, fractionMul } from './fraction.js';
import { rulesOf } from './plays/registry.js';
import type { DrawContext, Fraction, PlayDefinition, VnLayout } from './types.js';

/** What one điểm of one bet costs, and what it pays each time it hits, in minor units. */
export interface PointPrice {
  price: bigint;
  pays: bigint;
}

/** The nominal value of a điểm in đồng: the prices below are written for it. */
export const VN_POINT_DONG = 1000n;

type Dong = readonly [price: number, pays: number];
const everyLayout: Record<string, Dong> = {
  VN_DE: [1_000, 80_000],
  VN_3CANG: [750, 400_000],
  VN_DAU: [1_000, 75_000],
  VN_DUOI: [1_000, 75_000],
};
/** The plays whose chance depends on how many results the layout has. */
const byLayout: Record<string, Record<VnLayout, Dong>> = {
  VN_LO: { north: [23_000, 80_000], south: [18_000, 75_000] },
  VN_XIEN2: { north: [650, 11_000], south: [650, 23_000] },
  VN_XIEN3: { north: [650, 45_000], south: [650, 140_000] },
  VN_XIEN4: { north: [650, 140_000], south: [650, 675_000] },
};

/**
 * A VN play's usual price for a draw layout, in minor units of a currency whose điểm is `pointValue`
 * (1,000 for the đồng; 100 for a currency of cents, where a điểm is one whole unit).
 */
export function vnDefaultPrice(playId: string, layout: VnLayout, pointValue: bigint = VN_POINT_DONG): PointPrice {
  const dong = byLayout[playId]?.[layout] ?? everyLayout[playId];
  if (!dong) throw new Error(`lottery: ${playId} is not a VN play`);
  const scale = (amount: number) => (BigInt(amount) * pointValue) / VN_POINT_DONG;
  return { price: scale(dong[0]), pays: scale(dong[1]) };
}

/** A line of `bets` bets (numbers, or xiên sets) at `points` điểm each: what each bet and the line cost, what a hit pays. */
export function pricePoints(price: PointPrice, bets: number, points: number) {
  const betStake = price.price * BigInt(points);
  return { betStake, stake: betStake * BigInt(bets), prize: price.pays * BigInt(points) };
}

/** The return to player of a VN play at a price, exactly: its expected hits per bet x what a hit pays / the price. */
export function vnReturnToPlayer(play: PlayDefinition, context: DrawContext, price: PointPrice): Fraction {
  const { hitRate } = rulesOf(play).rates('*', context);
  return fractionDiv(fractionMul(hitRate, fraction(price.pays)), fraction(price.price));
}
