import { exclusionKinds, memberStatuses, type PasswordChangeReason } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { sites } from './sites.js';

/**
 * A member of one site: player, agent (types 1, 2, 41, 42) or trial (type 4). Usernames are unique
 * per site regardless of case; a mobile number is unique per site.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Why the password must be changed at the next password sign-in: 'oneTime', an agent opened the
     * account and was shown its random password; 'default', it is the site's default one.
     */
    passwordMustChange: text('password_must_change').$type<'default' | 'oneTime'>(),
    memberType: smallint('member_type').notNull().default(0),
    /** Active, locked or closed by an operator (issue 25): only an active member signs in or keeps a session. */
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    nickname: text('nickname').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    /** The other registration fields the site asked for (SPEC §3 "Register user"). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** The referring agent: the member sits under it in the team tree. */
    parentId: bigint('parent_id', { mode: 'bigint' }).references((): AnyPgColumn => members.id),
    /** An agent's invitation code (SPEC "affiliateCode"); unique per site. */
    affiliateCode: text('affiliate_code'),
    vipLevel: smallint('vip_level').notNull().default(0),
    /** The language the member last used, for the messages the portal sends them. */
    language: text('language').notNull().default('EN'),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Where a self-registration came from (issue 22): the address and the device (a hash of the
     * browser's device id and user agent). Operators see accounts that share either, or a bank account.
     */
    registrationIp: inet('registration_ip'),
    registrationDevice: text('registration_device'),
    /**
     * A break the member took (issue 28, modules/identity exclusion.service): a time-out or self-exclusion, until
     * `excludedUntil` (null with a kind: for good). Sign-in is refused meanwhile; only ever lengthened.
     */
    exclusionKind: text('exclusion_kind', { enum: exclusionKinds }),
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_site_username').on(table.siteId, sql`lower(${table.username})`),
    uniqueIndex('members_site_mobile')
      .on(table.siteId, table.countryDialingCode, table.mobileNum)
      .where(sql`${table.mobileNum} IS NOT NULL`),
    uniqueIndex('members_site_affiliate_code')
      .on(table.siteId, sql`lower(${table.affiliateCode})`)
      .where(sql`${table.affiliateCode} IS NOT NULL`),
    index('members_parent').on(table.parentId),
    index('members_site_registration_ip')
      .on(table.siteId, table.registrationIp)
      .where(sql`${table.registrationIp} IS NOT NULL`),
    index('members_site_registration_device')
      .on(table.siteId, table.registrationDevice)
      .where(sql`${table.registrationDevice} IS NOT NULL`),
    check('members_password_must_change', sql`${table.passwordMustChange} IN ('default', 'oneTime')`),
    check('members_exclusion_kind', oneOf(table.exclusionKind, exclusionKinds)),
  ],
);

/** A signed-in session. Only the SHA-256 of the token is kept; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: inet('ip'),
    /** Why this session may only change its password (issue 22); null for a session free to do anything. */
    passwordChange: text('password_change').$type<PasswordChangeReason>(),
  },
  (table) => [
    index('sessions_member').on(table.memberId),
    check('sessions_password_change', sql`${table.passwordChange} IN ('default', 'expired', 'oneTime')`),
  ],
);

/** Every sign-in attempt, counted per account and per address for captcha and lock-out. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    /** The lower-cased username or the mobile number tried, whether or not it exists. */
    account: text('account').notNull(),
    ip: inet('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The hash of the device id the browser named (as registration keeps it), if any. */
    device: text('device'),
  },
  (table) => [
    index('login_attempts_account').on(table.siteId, table.account, table.at),
    index('login_attempts_ip').on(table.siteId, table.ip, table.at),
  ],
);

/** Addresses an account has signed in from; a new one may need extra verification. */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: inet('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] }), index('known_addresses_ip').on(table.ip)],
);

/**
 * A password reset asked for by e-mail: a single-use code, kept as a keyed hash, valid 15 minutes.
 * Nothing about the account changes until the owner uses the code to set a new password.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_member').on(table.memberId, table.createdAt)],
);
