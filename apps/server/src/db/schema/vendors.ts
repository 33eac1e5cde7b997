import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

/**
 * Game vendors (SPEC "vassalage"). A transfer-mode vendor keeps the member's money in a wallet of its
 * own, moved there and back with GCS_walletTransfer; a seamless vendor plays from the main wallet.
 * The games issue adds the catalog around this table.
 */
export const vendors = pgTable(
  'vendors',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    walletMode: text('wallet_mode').notNull(),
    /** The provider adapter that launches its games: 'game-server' and 'lottery' play; 'external' needs credentials. */
    provider: text('provider').notNull().default('external'),
    isNew: boolean('is_new').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [check('vendors_wallet_mode', sql`${table.walletMode} IN ('transfer', 'seamless')`)],
);

/** Which vendors a site offers. */
export const siteVendors = pgTable(
  'site_vendors',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.vendorCode] })],
);
