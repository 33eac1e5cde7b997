import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { sites } from './sites.js';

/**
 * A site's VIP levels: the rolling 30-day deposits and valid bets that reach each, and its benefits
 * (rebate rates per game category in basis points, a birthday bonus, the withdrawals a day).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    /** The operator's own label; members read `names` (per language), the label last. */
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    minDeposits: bigint('min_deposits', { mode: 'bigint' }).notNull().default(sql`0`),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    rebateRates: jsonb('rebate_rates').$type<Record<string, number>>().notNull().default({}),
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawDailyCount: smallint('withdraw_daily_count'),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.level] })],
);

/** Each rebate a member claimed: the valid bets up to `claimedThrough` are paid, each bet once. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    claimedThrough: timestamp('claimed_through', { withTimezone: true }).notNull(),
    vipLevel: smallint('vip_level').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rebate_claims_member').on(table.memberId, table.claimedThrough)],
);

/** Each birthday bonus paid: one per member and year (the key that makes the payment happen once). */
export const birthdayBonuses = pgTable(
  'birthday_bonuses',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    siteId: integer('site_id').notNull(),
    vipLevel: smallint('vip_level').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.year] })],
);

/** How far a cursor-driven job has read (the VIP review: rounds settled and deposits credited up to `through`). */
export const jobCursors = pgTable('job_cursors', {
  name: text('name').primaryKey(),
  through: timestamp('through', { withTimezone: true }).notNull(),
});
