import { channelKinds, depositStatuses } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
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

/** A way to pay in: a bank transfer an operator confirms, or (demo sites only) an instant credit. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind', { enum: channelKinds }).notNull(),
    /** The operator's own label; members read `names` (per language, issue 22 #26), the label last. */
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** What the member needs to pay (bank, account name and number), shown as given. */
    instructions: jsonb('instructions').$type<Record<string, string>>().notNull().default({}),
    /** A note beside the instructions (e.g. what to write as the transfer's reference), per language. */
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('payment_channels_site_code').on(table.siteId, table.code),
    check('payment_channels_kind', oneOf(table.kind, channelKinds)),
    check('payment_channels_limits', sql`${table.minAmount} > 0 AND ${table.maxAmount} >= ${table.minAmount}`),
  ],
);

/** A member's deposit request and what became of it; the money itself moves only in the ledger. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    channelId: bigint('channel_id', { mode: 'bigint' })
      .notNull()
      .references(() => paymentChannels.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Credited by a demo channel (money nobody paid): set from the channel by a trigger, whoever inserts. */
    demo: boolean('demo').notNull().default(false),
    status: text('status', { enum: depositStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => journalEntries.id),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposits_member_key').on(table.memberId, table.idempotencyKey),
    index('deposits_member').on(table.memberId, table.id),
    // Every stake reads the member's demo money (db/functions/demo_credited.sql): most members have none.
    index('deposits_member_demo').on(table.memberId).where(sql`${table.demo} AND ${table.status} = 'credited'`),
    index('deposits_site_status').on(table.siteId, table.status, table.id),
    // The VIP review and missions read deposits credited since a moment.
    index('deposits_site_decided').on(table.siteId, table.decidedAt),
    check('deposits_status', oneOf(table.status, depositStatuses)),
    check('deposits_amount', sql`${table.amount} > 0`),
    check('deposits_credited_has_entry', sql`${table.status} <> 'credited' OR ${table.entryId} IS NOT NULL`),
  ],
);

/**
 * A member's first real deposit (credited, from no demo channel): what a first-deposit match and a
 * referral wait for. Kept by a trigger on deposits, once per member.
 */
export const memberFirstRealDeposits = pgTable('member_first_real_deposits', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  depositId: bigint('deposit_id', { mode: 'bigint' }).notNull(),
});
