import type { PromotionRules, TurnoverRule } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { sites } from './sites.js';

type Localised = Record<string, string>;
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A promotion of a site, defined by its operator: its kind, texts, schedule, rules and turnover. */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<Localised>().notNull(),
    terms: jsonb('terms').$type<Localised>().notNull(),
    bannerUrl: text('banner_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    rules: jsonb('rules').$type<PromotionRules>().notNull(),
    turnover: jsonb('turnover').$type<TurnoverRule>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_site_code').on(table.siteId, table.code),
    check(
      'promotions_kind',
      sql`${table.kind} IN ('first_deposit', 'reload', 'cashback', 'registration', 'raffle', 'manual')`,
    ),
  ],
);

/**
 * One member's part in one instance of a promotion (the instance key: 'once', a site-local day, a
 * period): signed up, claimable, claimed with its turnover open, done, forfeited or cancelled. The
 * unique key makes a second grant of the same instance impossible, whatever runs in parallel; the
 * bonus moves through the ledger under the grant's own key.
 */
export const promotionGrants = pgTable(
  'promotion_grants',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'bigint' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    instanceKey: text('instance_key').notNull(),
    state: text('state').notNull(),
    depositId: bigint('deposit_id', { mode: 'bigint' }),
    deposit: bigint('deposit', { mode: 'bigint' }),
    bonus: bigint('bonus', { mode: 'bigint' }),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }),
    /** Valid bets count towards the turnover from here (the claim). */
    turnoverFrom: timestamp('turnover_from', { withTimezone: true }),
    entryId: bigint('entry_id', { mode: 'bigint' }),
    reason: text('reason'),
    /** A manual application's comment (at most 140 characters, SPEC §5). */
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promotion_grants_instance').on(table.promotionId, table.memberId, table.instanceKey),
    index('promotion_grants_member').on(table.memberId, table.state),
    check(
      'promotion_grants_state',
      sql`${table.state} IN ('signed', 'claim', 'process', 'done', 'forfeited', 'cancelled', 'applying', 'rejected')`,
    ),
  ],
);

/** The images of a manual application (PNG or JPEG by their bytes, at most 5 MB each, at most 3). */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    grantId: bigint('grant_id', { mode: 'bigint' })
      .notNull()
      .references(() => promotionGrants.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.grantId, table.position] })],
);
