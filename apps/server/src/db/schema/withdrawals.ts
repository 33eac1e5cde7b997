import { withdrawalStatuses } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { members } from './members.js';
import { oneOf } from './one-of.js';
import { operators } from './operators.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The member's payment password (argon2id) and its wrong-entry counter, which locks like sign-in. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a member's withdrawals are paid. Removed accounts stay for the withdrawals that used them. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    payeeName: text('payee_name').notNull(),
    branch: text('branch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_accounts_member').on(table.memberId),
    /** Accounts of different members paid to one bank account are flagged to the operator. */
    index('bank_accounts_number').on(table.accountNumber),
    uniqueIndex('bank_accounts_member_number')
      .on(table.memberId, table.accountNumber)
      .where(sql`${table.removedAt} IS NULL`),
  ],
);

/**
 * A withdrawal: the amount is held (moved from the main wallet to the hold account) at request;
 * paid moves it on to the cashier, rejected moves it back. After paid the member confirms, or the
 * deadline passes and it counts as received.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankAccountId: bigint('bank_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => bankAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    holdEntryId: bigint('hold_entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => journalEntries.id),
    settleEntryId: bigint('settle_entry_id', { mode: 'bigint' }).references(() => journalEntries.id),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmation: text('confirmation'),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    remark: text('remark'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_member_key').on(table.memberId, table.idempotencyKey),
    index('withdrawals_member').on(table.memberId, table.id),
    index('withdrawals_site_status').on(table.siteId, table.status, table.id),
    index('withdrawals_unconfirmed')
      .on(table.confirmDeadline)
      .where(sql`${table.status} = 'paid' AND ${table.confirmation} IS NULL`),
    check('withdrawals_status', oneOf(table.status, withdrawalStatuses)),
    check('withdrawals_amount', sql`${table.amount} > 0`),
    check(
      'withdrawals_confirmation',
      sql`${table.confirmation} IS NULL OR (${table.status} = 'paid' AND ${table.confirmation} IN ('received', 'partial', 'not_received', 'auto'))`,
    ),
    check('withdrawals_decided_has_entry', sql`${table.status} = 'pending' OR ${table.settleEntryId} IS NOT NULL`),
  ],
);

/** Proof images the member sent with a confirmation (png or jpg, checked by their bytes). */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawals.id),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('withdrawal_proofs_position').on(table.withdrawalId, table.position)],
);
