import { linkageTypes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { sites } from './sites.js';

/** Texts by language code; EN always present, the site's language when the site has it. */
type Localised = Record<string, string>;

/** Banners per group (SPEC §3 "Banner"); the image is served by the portal, never an outside host. */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    title: jsonb('title').$type<Localised>().notNull(),
    /** A portal path of the image (generated artwork or an uploaded file). */
    imagePath: text('image_path').notNull(),
    linkageType: text('linkage_type', { enum: linkageTypes }).notNull().default('NONE'),
    linkTarget: text('link_target'),
    sortOrder: smallint('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    index('banners_site_group').on(table.siteId, table.groupName, table.sortOrder),
    check('banners_linkage_type', oneOf(table.linkageType, linkageTypes)),
  ],
);

/**
 * Announcements of the V2 call: B banner texts, PL player notices, PU popups (execution code A, B or F),
 * PR promotions, H help items, AG notices for agents (the agent back office's announcement page).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: jsonb('title').$type<Localised>().notNull(),
    content: jsonb('content').$type<Localised>().notNull(),
    executionCode: text('execution_code'),
    promotionType: text('promotion_type'),
    /** A help item (H) a link opens directly: `/help#term` opens the one whose anchor is 'term'. */
    anchor: text('anchor'),
    isPublic: boolean('is_public').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    index('announcements_site_type').on(table.siteId, table.type, table.startsAt),
    check('announcements_type', sql`${table.type} IN ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
  ],
);
