import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { vendors } from './vendors.js';

/**
 * The game catalog (SPEC §3 "Game"): each game of a vendor, its category (gameType), sub-type
 * (gameClassify) and names per language. A site offers a game when it offers its vendor.
 */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** Display names by language code; EN always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    category: text('category').notNull(),
    subType: text('sub_type'),
    isGame: boolean('is_game').notNull().default(true),
    showIcon: boolean('show_icon').notNull().default(true),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lineNum: smallint('line_num').notNull().default(0),
    freeTrial: boolean('free_trial').notNull().default(false),
    /** Lower is hotter; null for games not on the hot list. */
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_code').on(table.vendorCode, table.gameCode),
    index('games_category_sort').on(table.category, table.sortOrder, table.id),
    index('games_vendor_sort').on(table.vendorCode, table.sortOrder, table.id),
    index('games_hot').on(table.hotRank).where(sql`${table.hotRank} IS NOT NULL`),
    index('games_name_trgm').using('gin', sql`lower(${table.gameName}) gin_trgm_ops`),
  ],
);

/** SPEC §4 "Favourites". */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('favourite_games_recent').on(table.memberId, table.createdAt),
  ],
);

/** The games a member launched, most recent first (GCS_recentGame). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member').on(table.memberId, table.lastPlayedAt),
  ],
);
