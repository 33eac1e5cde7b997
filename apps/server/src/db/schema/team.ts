import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * The team tree as a closure table: one row for each member and each of its ancestors (and itself at
 * depth 0), kept by a trigger on members. A team query reads an agent's rows, not a recursive walk.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('member_tree_ancestor_depth').on(table.ancestorId, table.depth),
    index('member_tree_descendant').on(table.descendantId, table.depth),
  ],
);

/** Figures every record of play keeps (fresh column builders for each table), by member, site-local day and game category. */
const playFigures = () => ({
  rounds: integer('rounds').notNull().default(0),
  stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Stake of rounds that did not pay exactly their stake back (a push is not a valid bet). */
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
  payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
});

/**
 * The record of play, rolled up: every settled real-money round of any game (game_rounds) adds to its
 * member's row for the day it settled (in the site's time zone) and its game's category, in the same
 * statement that settles it (a trigger on game_rounds).
 */
export const playDaily = pgTable(
  'play_daily',
  {
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    category: text('category').notNull(),
    ...playFigures(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day, table.category] }),
    index('play_daily_site_day').on(table.siteId, table.day),
  ],
);

/** Figures of the team activity each day besides play: members, cashier (fresh builders each table). */
const teamFigures = () => ({
  newMembers: integer('new_members').notNull().default(0),
  activeMembers: integer('active_members').notNull().default(0),
  firstDeposits: integer('first_deposits').notNull().default(0),
  depositCount: integer('deposit_count').notNull().default(0),
  deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
  withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull().default(sql`0`),
});

/**
 * What happened to a member that its uplines' team figures must count, queued in the transaction that
 * did it and folded into team_daily and team_play_daily by the team rollup job (a hot top agent's rows
 * are then written by one job in batches, not by every bet of the site).
 */
export const teamChanges = pgTable('team_changes', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
  day: date('day').notNull(),
  /** Null for a change that is not play. */
  category: text('category'),
  ...playFigures(),
  ...teamFigures(),
});

/** An agent's team (itself and everyone below it) each day: members and cashier. */
export const teamDaily = pgTable(
  'team_daily',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...teamFigures(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day] })],
);

/** An agent's team (itself and everyone below it) each day and game category: play. */
export const teamPlayDaily = pgTable(
  'team_play_daily',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    category: text('category').notNull(),
    ...playFigures(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.category] })],
);

/** Each member's active days (any category), so a day's first round counts it active once. */
export const memberActiveDays = pgTable(
  'member_active_days',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** Each member's first credited deposit, recorded once (the team's first deposits count it once). */
export const memberFirstDeposits = pgTable('member_first_deposits', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  depositId: bigint('deposit_id', { mode: 'bigint' }).notNull(),
});
