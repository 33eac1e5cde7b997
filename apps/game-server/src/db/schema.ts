import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
    /** The studio and game code name the title (its maths and art). */
    studio: text('studio').notNull(),
    gameCode: text('game_code').notNull(),
    /** The operator's name of the title in the player's language, when given. */
    gameName: text('game_name'),
    mode: text('mode', { enum: ['real', 'trial'] }).notNull(),
    /** Play money of a trial session, in minor units; null for real play. */
    trialBalance: bigint('trial_balance', { mode: 'bigint' }),
    /** A real round in play holds the session until then (one round at a time); a crash frees it by expiry. */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
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

export const roundStatuses = ['staking', 'open', 'settled', 'refused', 'rolled_back'] as const;

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
    /**
     * Where the round's money stands: a trial round is 'settled' at once; a real one is 'staking' until the
     * operator's wallet took the bet, then 'settled' once its win is queued (wallet_calls delivers it), or
     * 'refused' (the wallet said no) or 'rolled_back' (no answer: the bet is given back). A round that waits
     * for the player's actions (a blackjack hand, a video poker draw) is 'open' in between: its `outcome`
     * holds the game's state and the actions taken, and `bet` grows with a double or a raise.
     */
    status: text('status', { enum: roundStatuses }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    outcome: jsonb('outcome').notNull(),
    /** A bet at a live table: the table's round it is settled with (rounds of other games have none). */
    liveRoundId: bigint('live_round_id', { mode: 'bigint' }).references((): AnyPgColumn => liveRounds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rounds_live_round').on(table.liveRoundId).where(sql`${table.liveRoundId} IS NOT NULL`),
    index('rounds_session').on(table.sessionId, table.id),
    index('rounds_open').on(table.sessionId).where(sql`${table.status} = 'open'`),
    // The operator's reconciliation reads a day of rounds at a time.
    index('rounds_created').on(table.createdAt),
    check('rounds_mode', sql`${table.mode} IN ('real', 'trial')`),
    check('rounds_status', sql`${table.status} IN ('staking', 'open', 'settled', 'refused', 'rolled_back')`),
    check('rounds_amounts', sql`${table.bet} > 0 AND ${table.win} >= 0`),
  ],
);

export const walletCallKinds = ['win', 'rollback'] as const;

/**
 * The wallet calls that must reach the operator however long it takes (a win, or the rollback of a bet that got
 * no answer): written in the transaction that decides them, delivered until the wallet accepts, each under its
 * own transaction id so the wallet applies it exactly once. `deliveredAt` set: done.
 */
export const walletCalls = pgTable(
  'wallet_calls',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: text('transaction_id').notNull().unique(),
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => rounds.id),
    kind: text('kind', { enum: walletCallKinds }).notNull(),
    /** The body as the wallet takes it (seamlessPaths): the session token, ids, amount and outcome. */
    body: jsonb('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_calls_due').on(table.nextAttemptAt).where(sql`${table.deliveredAt} IS NULL`),
    check('wallet_calls_kind', sql`${table.kind} IN ('win', 'rollback')`),
  ],
);

/**
 * The live tables (category LIVE), one per live title of a studio: made when its first player sits down. A
 * table's key `<studio>/<gameCode>` is the message prefix of its rounds' random streams.
 */
export const liveTables = pgTable('live_tables', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  tableKey: text('table_key').notNull().unique(),
  studio: text('studio').notNull(),
  gameCode: text('game_code').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveRoundStatuses = ['betting', 'deciding', 'settled'] as const;

/**
 * A live table's rounds, numbered from 1 per table. The server seed is drawn when the round opens and only its
 * SHA-256 is shown until bets close; then the outcome is drawn from it (`<table key>:<number>:k`), every player's
 * bets are settled and the seed is shown, in one transaction ('settled'). A table that takes decisions deals
 * first ('deciding': each seat's hand is drawn from the same stream) and settles when the decisions close.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tableId: bigint('table_id', { mode: 'bigint' })
      .notNull()
      .references(() => liveTables.id),
    number: integer('number').notNull(),
    status: text('status', { enum: liveRoundStatuses }).notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** When the seats' decisions close, at the tables that take decisions (between the deal and the result). */
    decidesAt: timestamp('decides_at', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    outcome: jsonb('outcome'),
    summary: text('summary'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('live_rounds_number').on(table.tableId, table.number),
    uniqueIndex('live_rounds_one_betting').on(table.tableId).where(sql`${table.status} = 'betting'`),
    check('live_rounds_status', sql`${table.status} IN ('betting', 'deciding', 'settled')`),
    check('live_rounds_settled', sql`(${table.status} = 'settled') = (${table.outcome} IS NOT NULL)`),
  ],
);

/** Who sits at a live table now: a session's socket keeps its seat seen; a seat not seen for a while is empty. */
export const liveSeats = pgTable(
  'live_seats',
  {
    sessionId: bigint('session_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => gameSessions.id),
    tableId: bigint('table_id', { mode: 'bigint' })
      .notNull()
      .references(() => liveTables.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_seats_table').on(table.tableId, table.seenAt)],
);
