import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per throttle key (platform/throttle): the hits in the current window and, for limits
 * that lock, until when the key is blocked. Written only by the single-statement upsert that counts
 * and decides, so concurrent requests can never all pass the same check.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});
