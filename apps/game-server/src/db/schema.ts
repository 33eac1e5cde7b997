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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/**
 * The seed pairs rounds are drawn from (provably fair): one active pair per owner (a player of an operator's
 * site, or a visitor's trial session), its server seed revealed when the pair is rotated out. `nonce` is the
 * number the owner's next round takes; taking it is one UPDATE, so rounds in parallel never share one.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seeds_one_active').on(table.owner).where(sql`${table.revealedAt} IS NULL`),
    index('fair_seeds_owner_revealed').on(table.owner, table.revealedAt),
    check('fair_seeds_nonce', sql`${table.nonce} >= 0`),
    check('fair_seeds_server_seed', sql`${table.serverSeed} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Every round the game server played: what was staked and won, from which seed pair and nonce (so the player
 * can recompute it), and what the screen showed. Written once when the round is decided.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    sessionId: bigint('session_id', { mode: 'bigint' })
      .notNull()
      .references(() => gameSessions.id),
    gameCode: text('game_code').notNull(),
    modelId: text('model_id').notNull(),
    mode: text('mode', { enum: ['real', 'trial'] }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rounds_session').on(table.sessionId, table.id),
    check('rounds_mode', sql`${table.mode} IN ('real', 'trial')`),
    check('rounds_amounts', sql`${table.bet} > 0 AND ${table.win} >= 0`),
  ],
);
