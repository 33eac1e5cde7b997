import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The sportsbook vendors' tables (apps/game-server/src/book). A transfer-wallet vendor keeps each player's money
// in a ledger of its own: accounts with balances, entries whose legs sum to zero, never updated once written.

/**
 * An account of the book's ledger: a player's wallet at one studio (site, currency, player), the operator's
 * account its transfers move against, and the book's own (stakes in, payouts out). `balance` is the sum of the
 * account's legs, kept in the transaction that writes them.
 */
export const bookAccounts = pgTable(
  'book_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** `player/<site>/<studio>/<currency>/<player>`, `operator/<site>/<currency>` or `book/<currency>`. */
    ownerKey: text('owner_key').notNull().unique(),
    kind: text('kind', { enum: ['player', 'operator', 'book'] }).notNull(),
    siteCode: text('site_code'),
    studio: text('studio'),
    playerId: text('player_id'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [check('book_accounts_kind', sql`${table.kind} IN ('player', 'operator', 'book')`)],
);

export const bookEntries = pgTable('book_entries', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  /** 'transfer-in', 'transfer-out', 'bet', 'settle', 'resettle', 'cash-out'. */
  kind: text('kind').notNull(),
  /** What it belongs to: a transfer key, a bet id. */
  ref: text('ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookLegs = pgTable(
  'book_legs',
  {
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookEntries.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    index('book_legs_account').on(table.accountId, table.entryId),
    index('book_legs_entry').on(table.entryId),
  ],
);

/** Each transfer key and its outcome, final either way: the same key answers the same for ever. */
export const bookTransfers = pgTable(
  'book_transfers',
  {
    key: text('key').primaryKey(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookAccounts.id),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['done', 'refused'] }).notNull(),
    reason: text('reason'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => bookEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('book_transfers_amount', sql`${table.amount} > 0`)],
);

/** A site's stake limits (minor units of its currency); a site without a row has the defaults. */
export const bookLimits = pgTable('book_limits', {
  siteCode: text('site_code').primaryKey(),
  minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
  maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
  maxEventPayout: bigint('max_event_payout', { mode: 'bigint' }).notNull(),
});

/**
 * What a member's open bets on an event may return together: the figure the site's per-event limit is checked
 * against, counted by the slip that adds to it in the same statement (book_place_slip) and moved by every change of a
 * bet's state (settlement, a corrected result, cash-out). Kept for events still to be decided: a result drops its
 * event's rows. No foreign keys: each would share-lock a wallet or an event row for every bet.
 */
export const bookExposures = pgTable(
  'book_exposures',
  {
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    openReturn: bigint('open_return', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.eventId] }),
    index('book_exposures_event').on(table.eventId),
  ],
);

/** Leagues: the operator's (its codes) and the book's virtual ones (`virtual-<sport>`). */
export const bookLeagues = pgTable('book_leagues', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  code: text('code').notNull().unique(),
  sport: text('sport').notNull(),
  name: text('name').notNull(),
});

/** Teams, players, runners and cocks: the operator's, and the virtual competitors with their ratings. */
export const bookTeams = pgTable('book_teams', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  code: text('code').notNull().unique(),
  sport: text('sport').notNull(),
  name: text('name').notNull(),
  rating: integer('rating'),
});

export const bookEventStatuses = ['open', 'closed', 'settled', 'void'] as const;

/**
 * An event: a fixture the operator entered (`code` its own) or a virtual one the book runs (`code`
 * `<stream>:<number>`). A virtual event's seed is drawn when it is listed and only its SHA-256 shown until it ends;
 * its result is drawn from `<stream>:<number>:k` keyed by the seed. `resultVersion` counts corrections.
 */
export const bookEvents = pgTable(
  'book_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    code: text('code').notNull().unique(),
    source: text('source', { enum: ['fixture', 'virtual'] }).notNull(),
    sport: text('sport').notNull(),
    leagueId: bigint('league_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookLeagues.id),
    name: text('name').notNull(),
    /** [{ code, name, rating }] in order: home first (meron in a cockfight), or a race's runners. */
    competitors: jsonb('competitors').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status', { enum: bookEventStatuses }).notNull().default('open'),
    stream: text('stream'),
    number: integer('number'),
    serverSeed: text('server_seed'),
    commitment: text('commitment'),
    marginPercent: numeric('margin_percent', { precision: 5, scale: 2 }),
    result: jsonb('result'),
    resultVersion: integer('result_version').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('book_events_sport_start').on(table.sport, table.startsAt),
    index('book_events_due').on(table.startsAt).where(sql`${table.status} IN ('open', 'closed')`),
    check('book_events_status', sql`${table.status} IN ('open', 'closed', 'settled', 'void')`),
  ],
);

export const bookMarkets = pgTable(
  'book_markets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookEvents.id),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    line: integer('line'),
    map: smallint('map'),
    places: smallint('places'),
    status: text('status', { enum: ['open', 'suspended', 'settled', 'void'] })
      .notNull()
      .default('open'),
  },
  (table) => [uniqueIndex('book_markets_code').on(table.eventId, table.code)],
);

export const bookSelections = pgTable(
  'book_selections',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookMarkets.id),
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookEvents.id),
    code: text('code').notNull(),
    name: text('name'),
    /** Decimal odds in thousandths, as offered now (a bet keeps the price it took). */
    price: integer('price').notNull(),
    outcome: text('outcome'),
  },
  (table) => [
    uniqueIndex('book_selections_code').on(table.marketId, table.code),
    index('book_selections_event').on(table.eventId),
    check('book_selections_price', sql`${table.price} > 1000`),
  ],
);

/** The operator's ticket cursor (bookBets.ticketSeq). */
export const bookTicketSeq = pgSequence('book_ticket_seq');

export const bookBetStatuses = ['open', 'won', 'lost', 'void', 'cashed-out'] as const;

/**
 * A bet: a single or an accumulator. Settled once every leg is decided (or one loses); a corrected result settles
 * it again, the difference posted. `ticketSeq` is the operator's cursor: set from book_ticket_seq each time the bet
 * is settled, under one lock held to the commit, so the cursor never passes a ticket still being written.
 */
export const bookBets = pgTable(
  'book_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookAccounts.id),
    clientKey: text('client_key').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind', { enum: ['single', 'accumulator'] }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    price: integer('price').notNull(),
    potentialReturn: bigint('potential_return', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: bookBetStatuses }).notNull().default('open'),
    payout: bigint('payout', { mode: 'bigint' }),
    version: integer('version').notNull().default(0),
    ticketSeq: bigint('ticket_seq', { mode: 'bigint' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('book_bets_client_key').on(table.accountId, table.clientKey),
    index('book_bets_account').on(table.accountId, table.status, table.id),
    uniqueIndex('book_bets_ticket_seq').on(table.ticketSeq),
    check('book_bets_stake', sql`${table.stake} > 0`),
    check('book_bets_status', sql`${table.status} IN ('open', 'won', 'lost', 'void', 'cashed-out')`),
  ],
);

export const bookBetLegs = pgTable(
  'book_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookBets.id),
    legNo: smallint('leg_no').notNull(),
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookEvents.id),
    selectionId: bigint('selection_id', { mode: 'bigint' })
      .notNull()
      .references(() => bookSelections.id),
    price: integer('price').notNull(),
    outcome: text('outcome'),
  },
  (table) => [primaryKey({ columns: [table.betId, table.legNo] }), index('book_bet_legs_event').on(table.eventId)],
);
