import { lotteryUnitSchema } from '@portal/contracts';
import type { PrizeMode } from '@portal/lottery';
import { z } from 'zod';

const minor = z.union([z.string().regex(/^[0-9]{1,18}$/), z.int().nonnegative()]).transform((value) => BigInt(value));
const decimalOdds = z.string().regex(/^[0-9]{1,7}(\.[0-9]{1,4})?$/, 'odds as a decimal with up to 4 places');

/**
 * A lottery game's settings (lottery_games.settings), every one with a default so a site may set only
 * what differs. Amounts are minor units of the site's currency; a unit is what one "元" costs.
 */
export const lotterySettingsSchema = z.object({
  /** What one unit costs at coefficient 1; one bet is 2 units. Must be a multiple of 100 (the smallest coefficient is 0.01). */
  unitPrice: minor.optional(),
  units: z.array(lotteryUnitSchema).min(1).default(['1', '0.1', '0.01']),
  minGroup: z.int().min(1000).max(2000).default(1800),
  /** The highest prize group a member may play; the house keeps 1 - maxGroup/2000 of group-scaled plays. */
  maxGroup: z.int().min(1000).max(2000).default(1960),
  minStakePerLine: minor.optional(),
  maxStakePerLine: minor.optional(),
  maxPayoutPerLine: minor.optional(),
  maxPayoutPerIssue: minor.optional(),
  /** A lower (or higher) cap than maxPayoutPerLine for the lines of some plays, by play id (e.g. 5-star direct). */
  maxPayoutByPlay: z.record(z.string(), minor).default({}),
  /** Return of the fixed-odds families where no explicit odds are set, in basis points of the fair odds. */
  oddsRtp: z
    .object({ ZY: z.int().min(5000).max(10_000), ELOTT: z.int().min(5000).max(10_000) })
    .default({ ZY: 9800, ELOTT: 9500 }),
  /** Explicit odds by play id and option (what one unit staked pays when it hits). */
  odds: z.record(z.string(), z.record(z.string(), decimalOdds)).default({}),
  /**
   * VN plays are bought in điểm (LOTTERY.md §2 VN): a play's price a điểm and prize a điểm per hit, by play id,
   * where the site's differ from the usual ones (packages/lottery vn-prices.ts, scaled to `vnPointValue`).
   */
  vnPrices: z.record(z.string(), z.object({ price: minor, pays: minor })).default({}),
  /** What a điểm's nominal 1,000 ₫ is in the site's minor units (1,000 for the đồng, one whole unit otherwise). */
  vnPointValue: minor.optional(),
  /** A house issue not drawn this long after its draw time is voided and refunded instead; null: always drawn late. */
  voidMissedAfterSeconds: z.int().positive().nullable().default(null),
});
export type LotterySettingsInput = z.input<typeof lotterySettingsSchema>;

export interface LotterySettings {
  unitPrice: bigint;
  units: z.infer<typeof lotteryUnitSchema>[];
  minGroup: number;
  maxGroup: number;
  minStakePerLine: bigint;
  maxStakePerLine: bigint;
  maxPayoutPerLine: bigint;
  maxPayoutPerIssue: bigint;
  maxPayoutByPlay: Record<string, bigint>;
  oddsRtp: Record<Exclude<PrizeMode, 'LOTT' | 'SEA'>, number>;
  odds: Record<string, Record<string, string>>;
  vnPrices: Record<string, { price: bigint; pays: bigint }>;
  vnPointValue: bigint;
  voidMissedAfterSeconds: number | null;
  /** The site's prize modes (SPEC §3 brand config): plays of any other mode are not offered. */
  prizeModes: readonly PrizeMode[];
}

/** 4D pays fixed prizes per unit staked, as Singapore Pools' tables do (LOTTERY.md, SEA). */
export const fourDOdds: Record<string, Record<string, string>> = {
  SEA_BIG: { FIRST: '2000', SECOND: '1000', THIRD: '490', STARTER: '250', CONSOLATION: '60' },
  SEA_SMALL: { FIRST: '3000', SECOND: '2000', THIRD: '800' },
};

/**
 * The settings with the currency's defaults filled in: a unit is 1 of a two-decimal currency (100
 * minor units) or 1,000 of a currency without minor units, and the limits follow from it.
 */
export function settingsOf(
  stored: unknown,
  currencyDecimals: number,
  prizeModes: readonly PrizeMode[],
): LotterySettings {
  const parsed = lotterySettingsSchema.parse(stored ?? {});
  const unitPrice = parsed.unitPrice ?? (currencyDecimals === 0 ? 1000n : 100n);
  if (unitPrice % 100n !== 0n) throw new Error('lottery settings: unitPrice must be a multiple of 100');
  if (parsed.minGroup > parsed.maxGroup) throw new Error('lottery settings: minGroup above maxGroup');
  return {
    ...parsed,
    unitPrice,
    minStakePerLine: parsed.minStakePerLine ?? unitPrice / 50n,
    maxStakePerLine: parsed.maxStakePerLine ?? unitPrice * 50_000n,
    maxPayoutPerLine: parsed.maxPayoutPerLine ?? unitPrice * 400_000n,
    maxPayoutPerIssue: parsed.maxPayoutPerIssue ?? unitPrice * 1_000_000n,
    odds: { ...fourDOdds, ...parsed.odds },
    vnPointValue: parsed.vnPointValue ?? (currencyDecimals === 0 ? 1000n : 10n ** BigInt(currencyDecimals)),
    prizeModes,
  };
}
