import { orderStatuses } from '@portal/contracts';
import { lotteryKinds } from '@portal/lottery';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { journalEntries } from './ledger.js';
import { members } from './members.js';
import { oneOf } from './one-of.js';
import { sites } from './sites.js';

/**
 * A site's lottery game (issue 11): the catalog game it is listed as, its kind, its schedule in the
 * site's time zone, how long before the draw sales close, and whether the engine draws it (house) or
 * an operator enters the official result. Settings (stake and payout limits, groups, odds) are
 * validated by the lottery module's zod schema.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    kind: text('kind', { enum: lotteryKinds }).notNull(),
    layout: text('layout'),
    source: text('source').notNull(),
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull(),
    closeBeforeSeconds: integer('close_before_seconds').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_games_site_code').on(table.siteId, table.code),
    check('lottery_games_kind', oneOf(table.kind, lotteryKinds)),
    check('lottery_games_source', sql`${table.source} IN ('house', 'official')`),
  ],
);

/**
 * One issue (numero) of a game. A house issue gets its server seed when it is created and publishes
 * the seed's commitment from then on; the seed is shown only once the result is in.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    serverSeed: text('server_seed'),
    commitment: text('commitment'),
    result: jsonb('result').$type<string[]>(),
    voidReason: text('void_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_issues_game_number').on(table.lotteryGameId, table.number),
    index('lottery_issues_game_draw').on(table.lotteryGameId, table.drawAt),
    index('lottery_issues_due').on(table.drawAt).where(sql`${table.status} = 'open'`),
    check('lottery_issues_status', sql`${table.status} IN ('open', 'settled', 'void')`),
  ],
);

/** A member's order: one slip of lines on one issue, or over several for a chase; paid in one ledger entry. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    lotteryGameId: integer('lottery_game_id')
      .notNull()
      .references(() => lotteryGames.id),
    orderNumber: text('order_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** { issues, double, stopOnWin } for a chase; null for a single issue. */
    chase: jsonb('chase').$type<{ issues: number; double: boolean; stopOnWin: boolean }>(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('active'),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lottery_orders_number').on(table.orderNumber),
    uniqueIndex('lottery_orders_member_key').on(table.memberId, table.idempotencyKey),
    index('lottery_orders_member_time').on(table.memberId, table.createdAt),
    check('lottery_orders_status', oneOf(table.status, orderStatuses)),
  ],
);

/**
 * One line of an order on one issue. Its prizes (minor units paid per prize unit hit, by option) are
 * fixed when it is bought, so settlement is arithmetic; each line is settled once (status leaves
 * 'waiting' in the same statement that records what it paid).
 */
export const lotteryLines = pgTable(
  'lottery_lines',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryOrders.id),
    issueId: bigint('issue_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryIssues.id),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    lineNo: smallint('line_no').notNull(),
    playId: text('play_id').notNull(),
    selection: jsonb('selection').$type<string[][]>().notNull(),
    unit: text('unit').notNull(),
    multiple: integer('multiple').notNull(),
    prizeGroup: integer('prize_group'),
    bets: integer('bets').notNull(),
    /** What one bet of this line cost (minor units): a push refunds it. */
    betStake: bigint('bet_stake', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /**
     * The real part of the stake: lottery_place_order splits the order's real part (db/functions/real_stake_of.sql)
     * over its lines by stake. The issue's valid bet is scaled by it (demo money counts for nothing).
     */
    realStake: bigint('real_stake', { mode: 'bigint' }).notNull(),
    prizes: jsonb('prizes').$type<Record<string, string>>().notNull(),
    /** Paid at settlement: stake x (the site's maximum group - this group) / 2000, floored. */
    rebateDue: bigint('rebate_due', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull().default('waiting'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    refund: bigint('refund', { mode: 'bigint' }).notNull().default(sql`0`),
    rebate: bigint('rebate', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // By issue only: settling rewrites every line's status, and an index on status would make each of those
    // updates write new index entries instead of a heap-only (HOT) update on the line's own page.
    index('lottery_lines_issue').on(table.issueId),
    index('lottery_lines_order').on(table.orderId),
    check('lottery_lines_status', sql`${table.status} IN ('waiting', 'won', 'lost', 'push', 'cancelled', 'void')`),
    check('lottery_lines_real_stake', sql`${table.realStake} >= 0 AND ${table.realStake} <= ${table.stake}`),
  ],
);

/**
 * What a member's lines in one issue could pay at most, counted in the same statement that admits a
 * new line (no check-then-act): the per-issue payout cap holds under parallel orders.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    issueId: bigint('issue_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryIssues.id),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    potential: bigint('potential', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.issueId, table.memberId] })],
);
