import { vendorDifferenceKinds } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.js';
import { journalEntries } from './ledger.js';
import { members } from './members.js';
import { oneOf } from './one-of.js';

/** Game providers that call the seamless wallet; the secret signs their requests (sealed with SECRETS_KEY). */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A game is played for real money or in trial (play money): its session and each of its rounds. */
export const playModes = ['real', 'trial'] as const;
export const roundStatuses = ['open', 'settled', 'rolled_back'] as const;

/** A launched game: the token (hashed) the provider uses for the member's wallet, real money or trial. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    providerCode: text('provider_code').notNull(),
    mode: text('mode', { enum: playModes }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_sessions_token').on(table.tokenHash),
    check('game_sessions_mode', oneOf(table.mode, playModes)),
  ],
);

/** One round of play: stake, outcome, win and the balances around it (feeds the betting record). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    /** The game session it was played in; null for lottery rounds (an order on an issue). */
    sessionId: bigint('session_id', { mode: 'bigint' }),
    providerCode: text('provider_code').notNull(),
    roundRef: text('round_ref').notNull(),
    mode: text('mode', { enum: playModes }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * The real part of the stake (db/functions/real_stake_of.sql), decided as each stake is debited: demo
     * money staked counts for no valid bet. Every writer that debits a stake gives it (a round written by hand
     * without one is taken as all real by the trigger of db/functions/game_round_valid_bet.sql).
     */
    realStake: bigint('real_stake', { mode: 'bigint' }).notNull(),
    /**
     * What the round counts as valid bet (db/functions/valid_bet_of.sql). Left out (NULL), the trigger of
     * db/functions/game_round_valid_bet.sql works it out from the round itself (scaled by its real stake);
     * the lottery gives it, judged over the member's orders on the issue. No column default: a NULL is how a writer asks for the trigger.
     */
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .$defaultFn(() => sql`NULL`),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    status: text('status', { enum: roundStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_ref').on(table.providerCode, table.roundRef),
    index('game_rounds_member').on(table.memberId, table.createdAt),
    index('game_rounds_site_win').on(table.siteId, table.settledAt),
    index('game_rounds_provider_created').on(table.providerCode, table.createdAt),
    check('game_rounds_status', oneOf(table.status, roundStatuses)),
    check('game_rounds_mode', oneOf(table.mode, playModes)),
    check('game_rounds_real_stake', sql`${table.realStake} >= 0 AND ${table.realStake} <= ${table.stake}`),
  ],
);

/** Each seamless-wallet transaction and the first answer given for it: a repeat gets that answer. */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    providerCode: text('provider_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    roundId: bigint('round_id', { mode: 'bigint' }).references(() => gameRounds.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerCode, table.transactionId] }),
    index('seamless_transactions_round').on(table.roundId),
    check('seamless_transactions_kind', sql`${table.kind} IN ('bet', 'win', 'rollback')`),
  ],
);

/**
 * A rollback that arrived before its bet (issue 22): kept, so that the bet of that id is refused
 * whenever it arrives. A rolled-back transaction id is never debited.
 */
export const seamlessVoidedBets = pgTable(
  'seamless_voided_bets',
  {
    providerCode: text('provider_code').notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    rollbackTransactionId: text('rollback_transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerCode, table.betTransactionId] })],
);

/**
 * What the reconciliation found between a vendor's account of its rounds and the portal's (modules/provider
 * reconcile): one row per round and kind, with both sides' figures as found. A win or a rollback the wallet
 * missed is applied from the vendor's own call and `repairedAt` says when; the other kinds wait for the operator.
 */
export const vendorRoundDifferences = pgTable(
  'vendor_round_differences',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    roundRef: text('round_ref').notNull(),
    siteCode: text('site_code').notNull(),
    kind: text('kind', { enum: vendorDifferenceKinds }).notNull(),
    /** The day (UTC) of the reconciliation that found it. */
    day: text('day').notNull(),
    vendorStatus: text('vendor_status'),
    vendorBet: bigint('vendor_bet', { mode: 'bigint' }),
    vendorWin: bigint('vendor_win', { mode: 'bigint' }),
    portalStatus: text('portal_status'),
    portalStake: bigint('portal_stake', { mode: 'bigint' }),
    portalWin: bigint('portal_win', { mode: 'bigint' }),
    repairedAt: timestamp('repaired_at', { withTimezone: true }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_round_differences_once').on(table.providerCode, table.roundRef, table.kind),
    index('vendor_round_differences_site_day').on(table.siteCode, table.day),
    check('vendor_round_differences_kind', oneOf(table.kind, vendorDifferenceKinds)),
  ],
);
