import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * One money movement: two or more postings that sum to zero, written once and never changed (a
 * correction is a reversing entry). The idempotency key makes a retried request move money once.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A digest of the request the key was first used with: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('journal_entries_site_key').on(table.siteId, table.idempotencyKey)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Minor units; positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this posting: statements read it without summing history. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('postings_entry').on(table.entryId),
    index('postings_account').on(table.accountId, table.id),
    check('postings_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
