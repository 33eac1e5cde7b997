import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { sites } from './sites.js';

/**
 * A site's referral rules: the reward (minor units) a referrer earns for each referred member whose
 * first credited deposit reaches `min_deposit` and whose valid bets reach `min_valid_bet`, both within
 * `within_days` of joining; at most `monthly_cap` rewards per referrer and site-local month.
 * A site without a row has codes and links but pays no reward.
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    withinDays: smallint('within_days').notNull(),
    monthlyCap: smallint('monthly_cap').notNull(),
  },
  (table) => [
    check('referral_settings_reward', sql`${table.reward} > 0`),
    check('referral_settings_minimums', sql`${table.minDeposit} >= 0 AND ${table.minValidBet} >= 0`),
    check('referral_settings_days', sql`${table.withinDays} > 0 AND ${table.monthlyCap} >= 0`),
  ],
);

/** Each member's referral code, given on first ask; unique on its site. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    code: text('code').notNull(),
  },
  (table) => [uniqueIndex('referral_codes_site_code').on(table.siteId, table.code)],
);

/**
 * Who referred whom (one referrer per member, never oneself) and where the reward stands:
 * pending, qualified (waiting for room under the monthly cap), rewarded (once: the referred member
 * is the key, and the ledger entry's key is `referral:<referred id>`) or expired.
 */
export const referrals = pgTable(
  'referrals',
  {
    referredId: bigint('referred_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    referrerId: bigint('referrer_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('pending'),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    reward: bigint('reward', { mode: 'bigint' }),
    entryId: bigint('entry_id', { mode: 'bigint' }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** The site-local month (YYYY-MM) the reward counts in against the cap. */
    rewardMonth: text('reward_month'),
  },
  (table) => [
    index('referrals_referrer').on(table.referrerId, table.joinedAt),
    index('referrals_referrer_month').on(table.referrerId, table.rewardMonth),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.referredId}`),
    check('referrals_state', sql`${table.state} IN ('pending', 'qualified', 'rewarded', 'expired')`),
    check(
      'referrals_rewarded_paid',
      sql`${table.state} <> 'rewarded' OR (${table.entryId} IS NOT NULL AND ${table.rewardMonth} IS NOT NULL)`,
    ),
  ],
);
