import type { ReferralState } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { datedRows } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { lockMember } from '../../db/member-lock.js';

export interface SettingsRow {
  reward: bigint;
  minDeposit: bigint;
  minValidBet: bigint;
  withinDays: number;
  monthlyCap: number;
}

export async function settingsOf(db: Executor, siteId: number): Promise<SettingsRow | null> {
  const [row] = await datedRows<Record<string, string | number>>(
    db,
    sql`SELECT reward::text, min_deposit::text, min_valid_bet::text, within_days, monthly_cap
        FROM referral_settings WHERE site_id = ${siteId}`,
    [],
  );
  if (!row) return null;
  return {
    reward: BigInt(row.reward!),
    minDeposit: BigInt(row.min_deposit!),
    minValidBet: BigInt(row.min_valid_bet!),
    withinDays: Number(row.within_days),
    monthlyCap: Number(row.monthly_cap),
  };
}

export async function codeOf(db: Executor, memberId: bigint): Promise<string | null> {
  const [row] = await datedRows<{ code: string }>(
    db,
    sql`SELECT code FROM referral_codes WHERE member_id = ${memberId}`,
    [],
  );
  return row?.code ?? null;
}

/** Gives a member a code unless it has one; a code another member of the site holds is not taken either. */
export async function insertCode(db: Executor, memberId: bigint, siteId: number, code: string) {
  await db.execute(
    sql`INSERT INTO referral_codes (member_id, site_id, code) VALUES (${memberId}, ${siteId}, ${code}) ON CONFLICT DO NOTHING`,
  );
}

/** The member of the site holding a code, or null. */
export async function holderOf(db: Executor, siteId: number, code: string): Promise<bigint | null> {
  const [row] = await datedRows<{ member_id: string }>(
    db,
    sql`SELECT member_id::text FROM referral_codes WHERE site_id = ${siteId} AND code = ${code}`,
    [],
  );
  return row ? BigInt(row.member_id) : null;
}

/** Records who referred a new member (once: the referred member is the key). */
export async function insertReferral(
  db: Executor,
  referral: { referredId: bigint; referrerId: bigint; siteId: number; joinedAt: Date },
) {
  await db.execute(
    sql`INSERT INTO referrals (referred_id, site_id, referrer_id, joined_at)
        VALUES (${referral.referredId}, ${referral.siteId}, ${referral.referrerId}, ${referral.joinedAt})
        ON CONFLICT DO NOTHING`,
  );
}

/** Whether any of the referrer's referrals may still change (a read with none takes no lock). */
export async function hasOpenReferrals(db: Executor, referrerId: bigint): Promise<boolean> {
  const [row] = await datedRows<{ open: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM referrals WHERE referrer_id = ${referrerId}
                       AND state IN ('pending', 'qualified')) AS open`,
    [],
  );
  return row?.open ?? false;
}

/** The referrer's row, locked: one settlement of its referrals at a time (the monthly cap holds under races). */
export async function lockReferrer(db: Executor, referrerId: bigint) {
  await lockMember(db, referrerId);
}

export interface ReferralRow {
  referred_id: string;
  username: string;
  joined_at: Date;
  qualify_by: Date;
  state: ReferralState;
  qualified_at: Date | null;
  reward: string | null;
  rewarded_at: Date | null;
  /** The first real (not demo) credited deposit when it came within the days to qualify. */
  first_deposit: string | null;
  first_deposit_at: Date | null;
  valid_bet: string;
}

/**
 * Referrals with their qualifying figures: the referred member's first real deposit (counted when
 * credited within the days to qualify) and its valid bets from joining to the end of those days.
 */
function referralsWith(withinDays: number, where: SQL, tail: SQL) {
  return sql`SELECT ref.referred_id::text, m.username, ref.joined_at, ref.state, ref.qualified_at, ref.reward::text,
           ref.rewarded_at, ref.joined_at + make_interval(days => ${withinDays}) AS qualify_by,
           fd.amount::text AS first_deposit, fd.decided_at AS first_deposit_at,
           (SELECT coalesce(sum(r.valid_bet), 0) FROM game_rounds r
              WHERE r.member_id = ref.referred_id AND r.status = 'settled' AND r.mode = 'real'
                AND r.settled_at >= ref.joined_at
                AND r.settled_at <= ref.joined_at + make_interval(days => ${withinDays})
           )::text AS valid_bet
    FROM referrals ref
    JOIN members m ON m.id = ref.referred_id
    LEFT JOIN LATERAL (
      SELECT d.amount, d.decided_at FROM member_first_real_deposits f JOIN deposits d ON d.id = f.deposit_id
      WHERE f.member_id = ref.referred_id AND d.decided_at >= ref.joined_at
        AND d.decided_at <= ref.joined_at + make_interval(days => ${withinDays})
    ) fd ON true
    WHERE ${where} ${tail}`;
}

const referralTimes = ['joined_at', 'qualify_by', 'qualified_at', 'rewarded_at', 'first_deposit_at'];

/** The referrer's referrals that may still change, oldest first (read inside the referrer's lock). */
export function openReferrals(db: Executor, referrerId: bigint, withinDays: number) {
  return datedRows<ReferralRow>(
    db,
    referralsWith(
      withinDays,
      sql`ref.referrer_id = ${referrerId} AND ref.state IN ('pending', 'qualified')`,
      sql`ORDER BY ref.qualified_at NULLS LAST, ref.joined_at, ref.referred_id`,
    ),
    referralTimes,
  );
}

/** A page of the referrer's referrals, newest first. */
export function referralPage(db: Executor, referrerId: bigint, withinDays: number, page: number, size: number) {
  return datedRows<ReferralRow>(
    db,
    referralsWith(
      withinDays,
      sql`ref.referrer_id = ${referrerId}`,
      sql`ORDER BY ref.joined_at DESC, ref.referred_id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    ),
    referralTimes,
  );
}

export async function markState(db: Executor, referredId: bigint, state: 'qualified' | 'expired', at: Date) {
  await db.execute(
    sql`UPDATE referrals SET state = ${state}, qualified_at = CASE WHEN ${state} = 'qualified' THEN ${at}::timestamptz END
        WHERE referred_id = ${referredId} AND state = 'pending'`,
  );
}

export async function markRewarded(
  db: Executor,
  referredId: bigint,
  paid: { reward: bigint; entryId: bigint; at: Date; month: string },
) {
  await db.execute(
    sql`UPDATE referrals SET state = 'rewarded', reward = ${paid.reward}, entry_id = ${paid.entryId},
          rewarded_at = ${paid.at}, reward_month = ${paid.month}
        WHERE referred_id = ${referredId}`,
  );
}

export interface Totals {
  referred: number;
  qualified: number;
  rewarded: number;
  rewarded_month: number;
  earned: string;
}

/** The referrer's counts (qualified counts every referral that met the rules, rewarded or waiting) and earnings. */
export async function totalsOf(db: Executor, referrerId: bigint, month: string): Promise<Totals> {
  const [row] = await datedRows<Totals>(
    db,
    sql`SELECT count(*)::integer AS referred,
               count(*) FILTER (WHERE state IN ('qualified', 'rewarded'))::integer AS qualified,
               count(*) FILTER (WHERE state = 'rewarded')::integer AS rewarded,
               count(*) FILTER (WHERE state = 'rewarded' AND reward_month = ${month})::integer AS rewarded_month,
               coalesce(sum(reward) FILTER (WHERE state = 'rewarded'), 0)::text AS earned
        FROM referrals WHERE referrer_id = ${referrerId}`,
    [],
  );
  return row!;
}

/** Writes the site's referral rules (one row per site). */
export async function upsertSettings(db: Executor, siteId: number, rules: Omit<SettingsRow, 'siteId'>) {
  await db.execute(
    sql`INSERT INTO referral_settings (site_id, reward, min_deposit, min_valid_bet, within_days, monthly_cap)
        VALUES (${siteId}, ${rules.reward}, ${rules.minDeposit}, ${rules.minValidBet}, ${rules.withinDays}, ${rules.monthlyCap})
        ON CONFLICT (site_id) DO UPDATE SET reward = EXCLUDED.reward, min_deposit = EXCLUDED.min_deposit,
          min_valid_bet = EXCLUDED.min_valid_bet, within_days = EXCLUDED.within_days, monthly_cap = EXCLUDED.monthly_cap`,
  );
}
