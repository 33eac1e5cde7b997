import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { operators } from './operators.js';

/** The service desk's notes on a member (issue 25): kept as written, never edited, newest first. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_notes_member').on(table.memberId, table.createdAt.desc(), table.id.desc())],
);

/** The service desk's tags of a member (e.g. VIP, watch): one per member whatever the letter case. */
export const memberTags = pgTable(
  'member_tags',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member's site, so that the search's tag filter is one index range. */
    siteId: integer('site_id').notNull(),
    tag: text('tag').notNull(),
  },
  (table) => [
    uniqueIndex('member_tags_member_tag').on(table.memberId, sql`lower(${table.tag})`),
    index('member_tags_site_tag').on(table.siteId, sql`lower(${table.tag})`),
  ],
);
