import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** A site's OpenID Connect providers (the Google and Facebook switches), client secret sealed. */
export const siteIdentityProviders = pgTable(
  'site_identity_providers',
  {
    siteId: integer('site_id').notNull(),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.provider] })],
);

/** Which member a provider's subject is. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    siteId: integer('site_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.provider, table.subject] })],
);

/**
 * One third-party sign-in in flight: the PKCE verifier and nonce of the authorization request,
 * then the single-use ticket the browser trades for a session (tokens never travel in a URL).
 */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  siteId: integer('site_id').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  ticketHash: text('ticket_hash').unique(),
  memberId: bigint('member_id', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
