import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { oneOf } from './one-of.js';
import { vendors } from './vendors.js';

export const vendorTransferDirections = ['in', 'out'] as const;
export const vendorTransferStatuses = ['pending', 'done', 'refused'] as const;

/**
 * Each transfer between a member's main wallet and a transfer-mode vendor's wallet (modules/wallet), kept by its
 * key from the moment it starts: 'pending' until the vendor's answer (or, when that answer was lost, the status of
 * its key at the vendor) decides it 'done' or 'refused'. Money into a vendor waits in the member's account of that
 * vendor while pending; money out moves only once the vendor has paid it out.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    /** The member's transaction id (GCS_walletTransfer): the same one again answers this transfer. */
    transactionId: text('transaction_id').notNull(),
    /** The idempotency key the vendor knows it by. */
    transferKey: text('transfer_key').notNull(),
    direction: text('direction', { enum: vendorTransferDirections }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: vendorTransferStatuses }).notNull().default('pending'),
    /** Why it was refused: the vendor's reason (INSUFFICIENT_FUNDS, KEY_REUSED) or REJECTED (its 4xx). */
    reason: text('reason'),
    /** Calls made to the vendor for it (the transfer, then each status asked or transfer sent again). */
    attempts: integer('attempts').notNull().default(0),
    /** When the job may take it up next (a first call in flight is left alone until then). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The member's balance at the vendor once it was decided. */
    vendorBalance: bigint('vendor_balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vendor_transfers_member_transaction').on(table.memberId, table.transactionId),
    uniqueIndex('vendor_transfers_key').on(table.transferKey),
    index('vendor_transfers_due').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('vendor_transfers_member_pending')
      .on(table.memberId, table.vendorCode)
      .where(sql`${table.status} = 'pending'`),
    check('vendor_transfers_amount', sql`${table.amount} > 0`),
    check('vendor_transfers_direction', oneOf(table.direction, vendorTransferDirections)),
    check('vendor_transfers_status', oneOf(table.status, vendorTransferStatuses)),
  ],
);

/**
 * Where the pull of a vendor adapter's settled tickets stands (modules/provider): the vendor's cursor after the
 * last page written, saved in the transaction that wrote that page's rounds, so each ticket is written once.
 */
export const vendorTicketCursors = pgTable('vendor_ticket_cursors', {
  providerCode: text('provider_code').primaryKey(),
  cursor: text('cursor').notNull(),
  pulledAt: timestamp('pulled_at', { withTimezone: true }).notNull(),
});
