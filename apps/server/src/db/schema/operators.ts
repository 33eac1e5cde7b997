import { operatorRoles } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The people who run sites: not members of any site. An operator with no site list runs every site;
 * otherwise only the listed ones.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    siteIds: integer('site_ids').array(),
    role: text('role', { enum: operatorRoles }).notNull().default('owner'),
    /** The authenticator's secret, sealed (platform/secrets.ts); set at enrolment, in use once enabled. */
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was taken for: a code is taken once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** The address the operator was invited at (the first owner, made by the command, has none). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operators_username').on(sql`lower(${table.username})`)],
);

export const operatorSessions = pgTable('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: bigint('operator_id', { mode: 'bigint' })
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When the second step was taken; null: the session can take only that step. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/** An operator's single-use recovery codes, hashed: each takes the place of a code once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ name: 'operator_recovery_codes_pk', columns: [table.operatorId, table.codeHash] })],
);

/**
 * An owner's invitation of an operator: a single-use link (kept by its token's hash) that opens the console at the
 * site it was sent from. Accepting it makes the operator with the role and sites named here (null: every site).
 */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    siteId: integer('site_id').notNull(),
    invitedBy: bigint('invited_by', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: operatorRoles }).notNull(),
    siteIds: integer('site_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The operator the invitation became. */
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
  },
  (table) => [
    uniqueIndex('operator_invitations_token').on(table.tokenHash),
    index('operator_invitations_open').on(table.siteId, table.createdAt).where(sql`${table.acceptedAt} IS NULL`),
  ],
);

/** One row per operator action, never changed or removed (a trigger refuses it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    siteId: integer('site_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_site').on(table.siteId, table.at)],
);
