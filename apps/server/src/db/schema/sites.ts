import type { Switches, Theme } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A site is one brand of the white-label deployment, named by its merchant code. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    defaultLanguage: text('default_language').notNull().default('EN'),
    supportedLanguages: text('supported_languages').array().notNull().default(sql`'{EN}'`),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyDecimals: smallint('currency_decimals').notNull().default(2),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** 0 normal, 1 maintenance, 2 region block for everyone. */
    status: smallint('status').notNull().default(0),
    /** ISO country codes. A non-empty allow list blocks every other country. */
    allowedCountries: text('allowed_countries').array().notNull().default(sql`'{}'`),
    blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'`),
    /** Countries whose mobile numbers registration accepts; empty means all. */
    dialingCountries: text('dialing_countries').array().notNull().default(sql`'{}'`),
    agentTypes: integer('agent_types').array().notNull().default(sql`'{1,2,41,42}'`),
    trialType: integer('trial_type').notNull().default(4),
    esportsVendors: text('esports_vendors').array().notNull().default(sql`'{IMES,TF}'`),
    cockfightVendors: text('cockfight_vendors').array().notNull().default(sql`'{SV3,DS88}'`),
    prizeModes: text('prize_modes').array().notNull().default(sql`'{LOTT,ZY,ELOTT,SEA}'`),
    switches: jsonb('switches').$type<Switches>().notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    imageCdns: text('image_cdns').array().notNull().default(sql`'{}'`),
    launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'`),
    gtagId: text('gtag_id'),
    smsExpiredMinutes: smallint('sms_expired_minutes').notNull().default(1),
    /** Sign-in protection: this many failures within the window lock the account for the lock time. */
    loginMaxFailures: smallint('login_max_failures').notNull().default(10),
    loginFailureWindowMinutes: smallint('login_failure_window_minutes').notNull().default(15),
    loginLockMinutes: smallint('login_lock_minutes').notNull().default(15),
    /** With PWDEXPFORCECHANGE3, a password older than this must be changed at sign-in. */
    passwordMaxAgeDays: smallint('password_max_age_days').notNull().default(90),
    /** The password agents give new downline accounts ({secret} in SPEC); signing in with it forces a change. */
    defaultPassword: text('default_password').notNull().default('Abc123456'),
    /** Ask every username sign-in for a captcha, not only those after a failure. */
    loginCaptchaAlways: boolean('login_captcha_always').notNull().default(false),
    /** Ask for an SMS code when an account signs in from an address it has not used before. */
    verifyNewAddress: boolean('verify_new_address').notNull().default(false),
    /** Withdrawal limits in minor units, and how many withdrawals a member may request per day (site time). */
    withdrawMinAmount: bigint('withdraw_min_amount', { mode: 'bigint' }).notNull().default(sql`10000`),
    withdrawMaxAmount: bigint('withdraw_max_amount', { mode: 'bigint' }).notNull().default(sql`5000000`),
    withdrawDailyCount: smallint('withdraw_daily_count').notNull().default(5),
    /** A paid withdrawal the member has not confirmed within this many minutes counts as received. */
    withdrawAutoConfirmMinutes: integer('withdraw_auto_confirm_minutes').notNull().default(60),
    /** Wrong payment passwords before the payment password locks, and for how long. */
    paymentPasswordMaxFailures: smallint('payment_password_max_failures').notNull().default(5),
    paymentPasswordLockMinutes: smallint('payment_password_lock_minutes').notNull().default(15),
    /** A scheduled maintenance window: members meet the maintenance page inside it whatever the status says. */
    maintenanceStartsAt: timestamp('maintenance_starts_at', { withTimezone: true }),
    maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sites_maintenance_window',
      sql`(${table.maintenanceStartsAt} IS NULL) = (${table.maintenanceEndsAt} IS NULL) AND (${table.maintenanceStartsAt} IS NULL OR ${table.maintenanceEndsAt} > ${table.maintenanceStartsAt})`,
    ),
  ],
);

/** Host names that select a site; the main one is what links and the domain route point at. */
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  isMain: boolean('is_main').notNull().default(false),
});

/** Per-field registration rules (SPEC §3 "Register rule per field"). */
export const siteRegisterRules = pgTable(
  'site_register_rules',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    patternId: text('pattern_id').notNull(),
    minLength: smallint('min_length').notNull(),
    maxLength: smallint('max_length').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.field] })],
);

export const siteCustomerServices = pgTable('site_customer_services', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  csType: text('cs_type').notNull(),
  /** The operator's own label; members read `titles` (per language), the label last. */
  title: text('title').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
  path: text('path').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const siteResources = pgTable('site_resources', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  resourceType: text('resource_type').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  url: text('url').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});
