import { limitKinds, limitPeriods } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { oneOf } from './one-of.js';

/**
 * The limits members set on their own play (modules/protection), one row a kind and period while a limit is in
 * force. A lower one replaces `amount` at once; a higher one, or none, waits in `pending_*` until the cooling-off
 * has passed and the member confirms it a second time.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: limitKinds }).notNull(),
    period: text('period', { enum: limitPeriods }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The higher limit asked for; null with `pendingRemoval` or with nothing pending. */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    /** When the higher limit (or the removal) was asked for: confirmable 24 hours later. */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check('member_limits_kind', oneOf(table.kind, limitKinds)),
    check('member_limits_period', oneOf(table.period, limitPeriods)),
    check('member_limits_amount', sql`${table.amount} >= 0`),
  ],
);
