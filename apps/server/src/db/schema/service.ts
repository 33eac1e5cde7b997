import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { operators } from './operators.js';
import { sites } from './sites.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A member's avatar: only what sharp re-encoded is kept (never the upload as sent). `version` goes into
 * the served URL so that a new upload is never hidden by a cached old one.
 */
export const memberIcons = pgTable('member_icons', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A site's customer-service channels (SPEC §3): the path is sealed with the server's secrets. */
export const serviceChannels = pgTable(
  'service_channels',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    csType: text('cs_type').notNull(),
    /** The operator's own label; members read `titles` (per language), the label last. */
    title: text('title').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    pathSealed: text('path_sealed').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('service_channels_site').on(table.siteId, table.sort)],
);

/**
 * One chat room per member and site. The read marks are message ids: what the other side wrote past
 * them is unread.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberReadId: bigint('member_read_id', { mode: 'bigint' }).notNull().default(sql`0`),
    staffReadId: bigint('staff_read_id', { mode: 'bigint' }).notNull().default(sql`0`),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who holds the room (issue 25 "Service desk"), null while nobody has taken it. */
    assigneeId: bigint('assignee_id', { mode: 'bigint' }).references(() => operators.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_rooms_member').on(table.memberId),
    index('chat_rooms_site').on(table.siteId, table.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    roomId: bigint('room_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** 'member' or 'staff'. */
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_room').on(table.roomId, table.id)],
);

/**
 * The service desk's canned replies of a site (issue 25 "Service desk"), per language: what the staff start a chat
 * answer with. Written by the service module only.
 */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('canned_replies_site').on(table.siteId, table.language, table.sortOrder)],
);
