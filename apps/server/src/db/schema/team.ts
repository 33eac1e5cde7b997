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
  /** The rounds' valid bets (game_rounds.valid_bet: what each won or lost, at most its stake; a push counts 0). */
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
  payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Rounds with real money at stake (game_rounds.real_stake > 0): a member is active on a day with one. */
  realRounds: integer('real_rounds').notNull().default(0),
  /**
   * The real money's share of payout - stake (db/functions/real_profit_loss_of.sql: each round's result x
   * real stake / stake, toward zero): what a dividend contract shares. Equals payout - stake without demo money.
   */
  realProfitLoss: bigint('real_profit_loss', { mode: 'bigint' }).notNull().default(sql`0`),
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
  /** For a change of an active day's gap (see teamActiveGaps): the gap, and +1 or -1 member. */
  activeGap: smallint('active_gap'),
  gapMembers: integer('gap_members').notNull().default(0),
});

/**
 * How many of the team's members were active on a day after how many days without activity (the gap:
 * days since their previous active day, 93 for a first day or a longer pause). A member is active in
 * a range [A, B] exactly when it has an active day D in it whose gap is more than D - A (its previous
 * active day is before A): so distinct active members over any range up to 92 days are a sum over
 * at most 92 x 93 rows of the agent, however large the team.
 */
export const teamActiveGaps = pgTable(
  'team_active_gaps',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    gap: smallint('gap').notNull(),
    members: integer('members').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.gap] })],
);

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

/**
 * Each member's active days (any category): days with a round of real money at stake (a bet of demo money
 * only makes nobody active), so a day's first such round counts it active once.
 */
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

/** A site's play each day and game category: every member's, folded by the team roll-up job (the dashboard's). */
export const sitePlayDaily = pgTable(
  'site_play_daily',
  {
    siteId: integer('site_id').notNull(),
    day: date('day').notNull(),
    category: text('category').notNull(),
    ...playFigures(),
  },
  (table) => [primaryKey({ name: 'site_play_daily_pk', columns: [table.siteId, table.day, table.category] })],
);

/** A site's members active on a day by the days since their previous active day (as teamActiveGaps). */
export const siteActiveGaps = pgTable(
  'site_active_gaps',
  {
    siteId: integer('site_id').notNull(),
    day: date('day').notNull(),
    gap: smallint('gap').notNull(),
    members: integer('members').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'site_active_gaps_pk', columns: [table.siteId, table.day, table.gap] })],
);
