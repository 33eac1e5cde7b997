import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { journalEntries } from './ledger.js';
import { members } from './members.js';
import { gameRounds } from './rounds.js';
import { sites } from './sites.js';

/**
 * A site's progressive jackpot terms (issue 24): the share of each slot bet that funds it (basis points), the
 * seed it starts from again, and the stake per win (a bet of `amount` wins with probability amount / stake per
 * win). Its money is not here: it is the ledger's `HOUSE:JACKPOT:<0-15>` accounts of the site.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    shareBp: integer('share_bp').notNull(),
    seedAmount: bigint('seed_amount', { mode: 'bigint' }).notNull(),
    stakePerWin: bigint('stake_per_win', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jackpot_pools_share', sql`${table.shareBp} BETWEEN 1 AND 1000`),
    check('jackpot_pools_seed', sql`${table.seedAmount} > 0`),
    check('jackpot_pools_stake_per_win', sql`${table.stakePerWin} > 0 AND ${table.stakePerWin} < 281474976710656`),
  ],
);

/** Each time a bet won the pool: written by jackpot_paid.sql in the bet's own statement, once per bet. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => gameRounds.id),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => journalEntries.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jackpot_wins_entry').on(table.entryId),
    index('jackpot_wins_site_won').on(table.siteId, table.wonAt),
    check('jackpot_wins_amount', sql`${table.amount} > 0`),
  ],
);
