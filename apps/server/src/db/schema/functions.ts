import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The SQL functions applied from db/functions/ (db/functions.ts), by name, with the checksum of the file applied. */
export const sqlFunctions = pgTable('sql_functions', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
