import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operatorSessions, operators } from './operators.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An operator's passkeys (WebAuthn, issue 25): each made at one host (its relying party, the site's host), with the
 * credential's public key (COSE) and the authenticator's signature counter, which must grow at every use.
 */
export const operatorPasskeys = pgTable(
  'operator_passkeys',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'`),
    /** The relying party: the host name the passkey was made at, the only one it signs in at. */
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('operator_passkeys_credential').on(table.credentialId),
    index('operator_passkeys_operator').on(table.operatorId, table.rpId),
  ],
);

/**
 * A ceremony's challenge, one per session and purpose (making a passkey, or the sign-in's second step): replaced by
 * new options, taken once by the answer, and worth nothing after its expiry.
 */
export const operatorPasskeyChallenges = pgTable(
  'operator_passkey_challenges',
  {
    tokenHash: text('token_hash')
      .notNull()
      .references(() => operatorSessions.tokenHash, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    challenge: text('challenge').notNull(),
    rpId: text('rp_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'operator_passkey_challenges_pk', columns: [table.tokenHash, table.purpose] })],
);
