import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { sites } from './sites.js';
import { vendors } from './vendors.js';

/**
 * The operator's switch of a vendor on a site (issue 25 "Games"), over site_vendors' set-up: when a row is here,
 * its `enabled` is the site's word on the vendor. Written by the games module only.
 */
export const siteVendorSwitches = pgTable(
  'site_vendor_switches',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'site_vendor_switches_pk', columns: [table.siteId, table.vendorCode] })],
);

/** A site's own values of one catalogue game: on or off, its hot rank (null: not hot) and its list order. */
export const siteGames = pgTable(
  'site_games',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    enabled: boolean('enabled').notNull(),
    hotRank: integer('hot_rank'),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'site_games_pk', columns: [table.siteId, table.gameId] })],
);
