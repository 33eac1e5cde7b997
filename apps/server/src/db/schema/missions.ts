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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { members } from './members.js';
import { sites } from './sites.js';

/**
 * A mission of a site (issue 13, missionLeaderboard): a goal reached within a site-local day or week
 * (Monday to Sunday), counted from the record of play and the cashier, and the reward it pays once a
 * period. Goals: valid bet (on one game category, or all) of `target` minor units; `target` credited
 * deposits; `target` distinct lottery issues played; `target` settled rounds (of one category, or all).
 */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    period: text('period').notNull(),
    goalKind: text('goal_kind').notNull(),
    /** The game category a valid-bet or rounds goal counts (SLOT, LIVE, ...); null counts every category. */
    goalCategory: text('goal_category'),
    goalTarget: bigint('goal_target', { mode: 'bigint' }).notNull(),
    /** Titles by language (EN at least). */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('missions_site_code').on(table.siteId, table.code),
    check('missions_period', sql`${table.period} IN ('daily', 'weekly')`),
    check('missions_goal_kind', sql`${table.goalKind} IN ('valid_bet', 'deposits', 'lottery_issues', 'rounds')`),
    check('missions_goal_target', sql`${table.goalTarget} > 0`),
    check('missions_reward', sql`${table.reward} > 0`),
  ],
);

/**
 * A mission completed and its reward paid: one row per mission, member and period start, written in the
 * transaction that pays it, so a reward is paid exactly once.
 */
export const missionCompletions = pgTable(
  'mission_completions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'bigint' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => journalEntries.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('mission_completions_once').on(table.missionId, table.memberId, table.periodStart),
    index('mission_completions_board').on(table.siteId, table.claimedAt),
  ],
);
