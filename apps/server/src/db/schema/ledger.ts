import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Ledger accounts: each member's wallets and the house accounts. The balance is kept in step with
 * the postings (the wallet issue adds the journal); a member's balance can never go negative, and
 * the database itself refuses it.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    /** 'MAIN' for the member's main wallet, a vendor code for a transfer-mode vendor, or a house account name. */
    wallet: text('wallet').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member_wallet')
      .on(table.memberId, table.wallet)
      .where(sql`${table.memberId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_house').on(table.siteId, table.wallet).where(sql`${table.memberId} IS NULL`),
    check('ledger_accounts_member_not_negative', sql`${table.memberId} IS NULL OR ${table.balance} >= 0`),
  ],
);
