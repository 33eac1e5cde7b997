import type { BookLimits } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { BookExecutor } from './ledger.js';

/** The most legs an accumulator takes. */
export const MAX_LEGS = 10;

/** Currencies without a minor unit in use: their amounts are whole units, so the defaults are scaled. */
const wholeUnitCurrencies = new Set(['VND', 'JPY', 'KRW', 'IDR']);

export interface SiteLimits {
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
  maxEventPayout: bigint;
}

/** The limits of a site the operator has not set: 1.00 to 50,000.00 a bet, 500,000.00 a bet or an event's return. */
export function defaultLimits(currency: string): SiteLimits {
  const scale = wholeUnitCurrencies.has(currency) ? 10n : 1n;
  return {
    minStake: 100n * scale,
    maxStake: 5_000_000n * scale,
    maxPayout: 50_000_000n * scale,
    maxEventPayout: 50_000_000n * scale,
  };
}

/** A site's limits: the operator's (the feed's `limits`) or the defaults. */
export async function siteLimits(db: BookExecutor, siteCode: string, currency: string): Promise<SiteLimits> {
  const { rows } = await db.execute<{ min: string; max: string; payout: string; event: string }>(sql`
    SELECT min_stake::text AS min, max_stake::text AS max, max_payout::text AS payout,
           max_event_payout::text AS event FROM book_limits WHERE site_code = ${siteCode}`);
  const row = rows[0];
  if (!row) return defaultLimits(currency);
  return {
    minStake: BigInt(row.min),
    maxStake: BigInt(row.max),
    maxPayout: BigInt(row.payout),
    maxEventPayout: BigInt(row.event),
  };
}

export function limitsView(limits: SiteLimits): BookLimits {
  return {
    minStake: String(limits.minStake),
    maxStake: String(limits.maxStake),
    maxPayout: String(limits.maxPayout),
    maxEventPayout: String(limits.maxEventPayout),
    maxLegs: MAX_LEGS,
  };
}
