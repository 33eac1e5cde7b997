import { bigserial, index, inet, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A drawn captcha; its answer is kept hashed and it can be used once. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    ip: inet('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('captchas_ip').on(table.ip, table.createdAt)],
);

/** An SMS code, bound to a number and a purpose, hashed, single use, with its own expiry. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sms_codes_number').on(table.siteId, table.countryDialingCode, table.mobileNum, table.createdAt)],
);

/**
 * What the local SMS and e-mail providers "send": a real gateway plugs in behind the same
 * interface; until then operators and tests read the messages here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient').on(table.recipient, table.createdAt)],
);

/** Each site's RSA key pair for `enc` payloads; the private key is stored encrypted with SECRETS_KEY. */
export const siteKeys = pgTable('site_keys', {
  siteId: integer('site_id').primaryKey(),
  keyId: text('key_id').notNull(),
  publicKey: text('public_key').notNull(),
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
