import { z } from 'zod';
import { bookLegOutcomes } from './book.js';
import { gameSessionTokenSchema } from './game-client.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';

// The sportsbook's game client calls (its session token is the credential): the book of a studio, its events and
// prices, the bet slip, the member's bets and cash-out. Prices are decimal odds in thousandths (1850 = 1.85).

export const bookPaths = {
  lobby: '/v1/book/lobby',
  events: '/v1/book/events',
  event: '/v1/book/event',
  bets: '/v1/book/bets',
  myBets: '/v1/book/my-bets',
  cashOut: '/v1/book/cash-out',
} as const;

export const bookSports = [
  'football',
  'basketball',
  'tennis',
  'horse-racing',
  'greyhounds',
  'penalty-shootout',
  'e-soccer',
  'e-basketball',
  'moba',
  'tactical-shooter',
  'cockfight',
] as const;
export type BookSport = (typeof bookSports)[number];

export const bookMarketKinds = [
  'match-result',
  'moneyline',
  'handicap',
  'totals',
  'correct-score',
  'both-score',
  'race-win',
  'race-place',
  'forecast',
  'cockfight',
  'match-winner',
  'map-winner',
  'map-score',
] as const;

/** An event's result, as the operator enters it or a virtual event draws it. */
export const bookEventResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('score'), home: z.int().min(0).max(999), away: z.int().min(0).max(999) }),
  z.object({
    kind: z.literal('maps'),
    maps: z
      .array(z.enum(['home', 'away']))
      .min(2)
      .max(3),
  }),
  z.object({ kind: z.literal('race'), order: z.array(z.string().min(1).max(40)).min(2).max(20) }),
  z.object({ kind: z.literal('cockfight'), winner: z.enum(['meron', 'wala', 'draw']) }),
]);
export type BookEventResult = z.infer<typeof bookEventResultSchema>;

/**
 * A market: its kind and parameter (a handicap or total line in quarters: -2 is -0.5, 10 is 2.5; a map; the
 * places a race pays), and a status. Suspended markets take no bets and offer no cash-out.
 */
export const bookMarketSchema = z.object({
  id: z.string(),
  kind: z.enum(bookMarketKinds),
  line: z.int().nullable(),
  map: z.int().nullable(),
  places: z.int().nullable(),
  status: z.enum(['open', 'suspended', 'settled', 'void']),
  selections: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      /** The competitor's name for a competitor's selection; null for 'draw', 'over', '2-1'... */
      name: z.string().nullable(),
      price: z.int(),
      outcome: z.enum(bookLegOutcomes).nullable(),
    }),
  ),
});
export type BookMarket = z.infer<typeof bookMarketSchema>;

export const bookEventStatuses = ['open', 'closed', 'settled', 'void'] as const;

export const bookEventSchema = z.object({
  id: z.string(),
  /** 'fixture': a real-world event the operator entered; 'virtual': drawn by the book from a committed seed. */
  source: z.enum(['fixture', 'virtual']),
  sport: z.enum(bookSports),
  league: z.string(),
  name: z.string(),
  competitors: z.array(z.object({ code: z.string(), name: z.string(), rating: z.int().nullable() })),
  startsAt: z.iso.datetime(),
  /** Bets close at the start; a virtual event's result is shown at `endsAt`. */
  endsAt: z.iso.datetime().nullable(),
  status: z.enum(bookEventStatuses),
  /** A virtual event's SHA-256 commitment, published before betting opens; its seed once the result is out. */
  commitment: z.string().nullable(),
  serverSeed: z.string().nullable(),
  /** The stream and the event's number (`virtual/football:17`): the result is drawn from `<stream>:<number>:k` keyed by the seed. */
  stream: z.string().nullable(),
  marginPercent: z.number().nullable(),
  result: bookEventResultSchema.nullable(),
  markets: z.array(bookMarketSchema),
});
export type BookEvent = z.infer<typeof bookEventSchema>;

export const bookSessionQuerySchema = z.object({ session: gameSessionTokenSchema });

export const bookLimitsSchema = z.object({
  minStake: minorUnitsSchema,
  maxStake: minorUnitsSchema,
  /** The most one bet may return, and the most the member's bets on one event may return together. */
  maxPayout: minorUnitsSchema,
  maxEventPayout: minorUnitsSchema,
  maxLegs: z.int(),
});
export type BookLimits = z.infer<typeof bookLimitsSchema>;

export const bookLobbySchema = z.object({
  studio: z.string(),
  gameCode: z.string(),
  name: z.string().nullable(),
  /** The sport the entry opens on (a virtual sport's entry), or null for the whole book. */
  openSport: z.enum(bookSports).nullable(),
  sports: z.array(z.object({ sport: z.enum(bookSports), fixtures: z.int(), virtual: z.int() })),
  currency: z.string(),
  balance: minorUnitsSchema,
  limits: bookLimitsSchema,
  now: z.iso.datetime(),
});
export type BookLobby = z.infer<typeof bookLobbySchema>;

export const bookEventsQuerySchema = bookSessionQuerySchema.extend({
  sport: z.enum(bookSports),
  source: z.enum(['fixture', 'virtual']).optional(),
});
export const bookEventsSchema = z.object({ events: z.array(bookEventSchema), now: z.iso.datetime() });
export const bookEventQuerySchema = bookSessionQuerySchema.extend({ id: z.string().regex(/^[0-9]{1,19}$/) });

/** A slip's bet: one leg is a single, two to ten (of different events) an accumulator. */
export const bookBetRequestSchema = z.object({
  /** The client's key for this bet: sent again, it places nothing more and answers the bet. */
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  stake: positiveMinorUnitsSchema,
  legs: z
    .array(z.object({ selectionId: z.string().regex(/^[0-9]{1,19}$/), price: z.int().min(1001).max(1_000_000) }))
    .min(1)
    .max(10),
});
export const bookPlaceRequestSchema = z.object({
  session: gameSessionTokenSchema,
  /** Take a better price than the one shown without asking (a worse one always asks). */
  acceptBetterPrices: z.boolean().default(false),
  bets: z.array(bookBetRequestSchema).min(1).max(20),
});
export type BookPlaceRequest = z.input<typeof bookPlaceRequestSchema>;

export const bookBetStatuses = ['open', 'won', 'lost', 'void', 'cashed-out'] as const;

export const bookBetSchema = z.object({
  id: z.string(),
  kind: z.enum(['single', 'accumulator']),
  stake: minorUnitsSchema,
  /** The combined price, thousandths. */
  price: z.int(),
  potentialReturn: minorUnitsSchema,
  status: z.enum(bookBetStatuses),
  payout: minorUnitsSchema.nullable(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  legs: z.array(
    z.object({
      eventId: z.string(),
      event: z.string(),
      sport: z.enum(bookSports),
      market: z.enum(bookMarketKinds),
      line: z.int().nullable(),
      map: z.int().nullable(),
      selection: z.string(),
      selectionName: z.string().nullable(),
      price: z.int(),
      outcome: z.enum(bookLegOutcomes).nullable(),
    }),
  ),
  /** What the book pays to close the bet now; null when it offers none (settled, a market suspended). */
  cashOut: minorUnitsSchema.nullable(),
});
export type BookBet = z.infer<typeof bookBetSchema>;

export const bookPlacedSchema = z.object({ bets: z.array(bookBetSchema), balance: minorUnitsSchema });
export type BookPlaced = z.infer<typeof bookPlacedSchema>;

/** 409 PRICE_CHANGED: the prices now (and whether each selection still takes bets); the slip shows them. */
export const bookPriceChangesSchema = z.object({
  code: z.literal('PRICE_CHANGED'),
  message: z.string(),
  changes: z.array(z.object({ selectionId: z.string(), price: z.int(), open: z.boolean() })),
});
export type BookPriceChanges = z.infer<typeof bookPriceChangesSchema>;

export const bookMyBetsQuerySchema = bookSessionQuerySchema.extend({
  state: z.enum(['open', 'settled']),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const bookMyBetsSchema = z.object({
  items: z.array(bookBetSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type BookMyBets = z.infer<typeof bookMyBetsSchema>;

/** Cash-out at the amount the member was shown: a different offer now answers 409 CASH_OUT_CHANGED with it. */
export const bookCashOutRequestSchema = z.object({
  session: gameSessionTokenSchema,
  betId: z.string().regex(/^[0-9]{1,19}$/),
  amount: positiveMinorUnitsSchema,
});
export const bookCashOutSchema = z.object({ bet: bookBetSchema, balance: minorUnitsSchema });
