import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A game session the operator opened for a player. The token the game client holds is kept only as its
 * SHA-256; the operator's wallet token is what the wallet calls carry back to the operator.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    tokenHash: bytea('token_hash').notNull().unique(),
    operatorCode: text('operator_code').notNull(),
    walletToken: text('wallet_token').notNull(),
    playerId: text('player_id'),
    siteCode: text('site_code').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode', { enum: ['real', 'trial'] }).notNull(),
    /** Play money of a trial session, in minor units; null for real play. */
    trialBalance: bigint('trial_balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('game_sessions_mode', sql`${table.mode} IN ('real', 'trial')`),
    check(
      'game_sessions_trial_balance',
      sql`(${table.mode} = 'trial') = (${table.trialBalance} IS NOT NULL) AND coalesce(${table.trialBalance}, 0) >= 0`,
    ),
    index('game_sessions_expires_at').on(table.expiresAt),
  ],
);
