import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { sites } from './sites.js';

/** How a site's members earn points (a point per `earnEvery` minor units of valid bet) and what a point converts to. */
export const pointConfigs = pgTable('point_configs', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  earnEvery: bigint('earn_every', { mode: 'bigint' }).notNull(),
  /** Minor units of cash one point converts to. */
  pointValue: bigint('point_value', { mode: 'bigint' }).notNull(),
  minConvert: integer('min_convert').notNull().default(1),
});

/** The points mall's rewards of a site, with their stock. */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    requiredPoints: integer('required_points').notNull(),
    stock: integer('stock').notNull(),
    /** The operator's own label of the unit; members read `units` (per language), the label last. */
    unit: text('unit').notNull().default('pcs'),
    units: jsonb('units').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When the operator retired it: gone from the member's mall, kept for the redemptions of it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** When the member's mall offers it: from its start (empty: from now) to its end (empty: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'point_rewards_schedule',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * What a member spent points on: a reward (in process until the operator approves or rejects it; a
 * rejection gives the points back) or cash (converted at once through the ledger).
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rewardId: bigint('reward_id', { mode: 'bigint' }).references(() => pointRewards.id),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    status: text('status').notNull(),
    remark: text('remark'),
    receivingAddress: text('receiving_address'),
    /** What the operator sent for an approved reward (SPEC §3's paid account and amount). */
    paidAccount: text('paid_account'),
    paidAmount: bigint('paid_amount', { mode: 'bigint' }),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    entryId: bigint('entry_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('point_redemptions_member').on(table.memberId, table.id),
    check('point_redemptions_kind', sql`${table.kind} IN ('reward', 'convert')`),
    check('point_redemptions_status', sql`${table.status} IN ('in_process', 'rejected', 'approved')`),
  ],
);
