import { z } from 'zod';
import { gameSessionTokenSchema } from './game-client.js';
import { houseSpotRuleSchema } from './house-games.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';

// The game server's live tables (category LIVE): shared tables that run rounds on a clock while anyone sits at
// them. No video exists: each is an RNG table that behaves like a live one and says so. Every player at a table
// sees the same round: its commitment while bets are open, its result and seed once they close. The client
// bets over HTTP and hears the table over the game server's WebSocket (liveFrameSchema).

export const liveTablePaths = {
  table: '/v1/live/table',
  bets: '/v1/live/bets',
  /** The WebSocket: `?session=<token>`; frames are liveFrameSchema. */
  socket: '/v1/live/socket',
  /** Past rounds of the table with their revealed seeds (verification, the long history). */
  history: '/v1/live/history',
  /** A seat's decision at a table that takes them (blackjack, casino hold'em) while the round is deciding. */
  act: '/v1/live/act',
} as const;

/** The vendor call the operator lists its live tables with (GLS2_roomList): signed like the launch. */
export const liveVendorPaths = { tables: '/v1/tables' } as const;

/** A round's phases: bets, then (blackjack, casino hold'em) each seat's decisions, then the result shown. */
export const livePhases = ['idle', 'betting', 'deciding', 'revealing', 'result'] as const;
export type LivePhase = (typeof livePhases)[number];

/** A round's result as every seat sees it: the game's view of the outcome (no wagers) and the revealed seed. */
export const liveResultSchema = z.object({
  roundNumber: z.int(),
  /** The game's picture of the outcome: cards, numbers, dice, coins, the wheel's segment. */
  view: z.unknown(),
  /** Short labels the history strips and roads read ('banker', '17', '4-5-6'...). */
  summary: z.string(),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  settledAt: z.iso.datetime(),
});
export type LiveResult = z.infer<typeof liveResultSchema>;

/** Another player's bet, as the table shows it: a masked name and the spot. */
export const liveSeenBetSchema = z.object({ player: z.string(), spot: z.string(), amount: minorUnitsSchema });

export const liveRoundStateSchema = z.object({
  number: z.int(),
  phase: z.enum(livePhases),
  /** The SHA-256 of the round's server seed, published before its bets open. */
  commitment: z.string(),
  /** `<studio>/<gameCode>`: the stream of the round is keyed by the seed with the message `table:number:k`. */
  table: z.string(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  /** When the seats' decisions close (tables that take them); null at the others. */
  decidesAt: z.iso.datetime().nullable(),
  /** When the result is shown whole (the reveal ends) and when the next round opens. */
  revealedAt: z.iso.datetime(),
  nextAt: z.iso.datetime(),
  /** While seats decide: the cards every seat shares (the first two, the dealer's up card, the flop). */
  dealt: z.unknown().nullable(),
  /** Once the round is settled. */
  result: liveResultSchema.nullable(),
});
export type LiveRoundState = z.infer<typeof liveRoundStateSchema>;

/** What everyone has on the board this round: totals by spot and the latest bets, names masked. */
export const liveBoardSchema = z.object({
  totals: z.record(z.string(), minorUnitsSchema),
  recent: z.array(liveSeenBetSchema),
  bettors: z.int(),
});
export type LiveBoard = z.infer<typeof liveBoardSchema>;

/** The table now: sent whole on connect and on every change of phase. */
export const liveTableStateSchema = z.object({
  round: liveRoundStateSchema.nullable(),
  board: liveBoardSchema,
  seated: z.int(),
  /** The server's clock, so the countdown agrees whatever the player's clock says. */
  now: z.iso.datetime(),
});
export type LiveTableState = z.infer<typeof liveTableStateSchema>;

export const liveTimingSchema = z.object({
  bettingMs: z.int(),
  /** How long seats have to decide (0 at the tables that take no decisions). */
  decisionMs: z.int(),
  revealMs: z.int(),
  resultMs: z.int(),
});

export const liveLimitsSchema = z.object({
  chips: z.array(minorUnitsSchema),
  /** The most on one spot in a round, and in all of a player's bets of a round. */
  maxSpot: minorUnitsSchema,
  maxRound: minorUnitsSchema,
});

export const liveKindsList = [
  'baccarat',
  'speed-baccarat',
  'squeeze-baccarat',
  'roulette',
  'blackjack',
  'dragon-tiger',
  'sic-bo',
  'xoc-dia',
  'fan-tan',
  'bull-bull',
  'casino-hold-em',
  'teen-patti',
  'andar-bahar',
  'money-wheel',
] as const;
export type LiveKind = (typeof liveKindsList)[number];

/** A player's bets of the round now (what re-bet and the board's own chips read). */
export const liveMyBetsSchema = z.object({
  roundNumber: z.int(),
  wagers: z.array(z.object({ spot: z.string(), amount: minorUnitsSchema })),
  /** Everything the seat staked this round: its bets, and a double or a call at a table that takes decisions. */
  stake: minorUnitsSchema,
  /** At a table that takes decisions, once dealt: the seat's own hand (the game's view) and its moves now. */
  hand: z.unknown().nullable(),
  actions: z.array(z.string()),
});

export const liveTableInfoSchema = z.object({
  studio: z.string(),
  gameCode: z.string(),
  name: z.string().nullable(),
  kind: z.enum(liveKindsList),
  /** The instant game whose maths the table settles with ('baccarat', 'european-roulette'...). */
  game: z.string(),
  tableNumber: z.int(),
  returnPercent: z.number(),
  spots: z.array(houseSpotRuleSchema),
  limits: liveLimitsSchema,
  timing: liveTimingSchema,
  currency: z.string(),
  mode: z.enum(['real', 'trial']),
  balance: minorUnitsSchema.nullable(),
  state: liveTableStateSchema,
  /** The last results, newest first (up to 100): the roads and strips. */
  history: z.array(liveResultSchema),
  mine: liveMyBetsSchema.nullable(),
});
export type LiveTableInfo = z.infer<typeof liveTableInfoSchema>;

export const liveBetRequestSchema = z.object({
  session: gameSessionTokenSchema,
  /** The round the player sees open: a bet that arrives after it closed is refused, never moved to the next. */
  roundNumber: z.int().min(1),
  wagers: z
    .array(z.object({ spot: z.string().min(1).max(40), amount: positiveMinorUnitsSchema }))
    .min(1)
    .max(40),
});
export type LiveBetRequest = z.infer<typeof liveBetRequestSchema>;

export const liveBetPlacedSchema = z.object({
  roundId: z.string(),
  roundNumber: z.int(),
  stake: minorUnitsSchema,
  balance: minorUnitsSchema.nullable(),
  mine: liveMyBetsSchema,
});
export type LiveBetPlaced = z.infer<typeof liveBetPlacedSchema>;

export const liveActRequestSchema = z.object({
  session: gameSessionTokenSchema,
  roundNumber: z.int().min(1),
  action: z.string().min(1).max(20),
});

/** The seat after its decision: its hand and moves, what it has staked (a double or a call adds), the balance. */
export const liveActedSchema = z.object({
  mine: liveMyBetsSchema,
  stake: minorUnitsSchema,
  balance: minorUnitsSchema.nullable(),
});
export type LiveActed = z.infer<typeof liveActedSchema>;

export const liveHistoryQuerySchema = z.object({
  session: gameSessionTokenSchema,
  before: z.coerce.number().int().min(1).optional(),
});
export const liveHistoryPageSchema = z.object({ items: z.array(liveResultSchema), next: z.int().nullable() });

/** What the WebSocket says: the table whole, the board as bets arrive, and a seat's own settlement. */
export const liveFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: liveTableStateSchema }),
  z.object({ type: z.literal('board'), roundNumber: z.int(), board: liveBoardSchema, seated: z.int() }),
  z.object({
    type: z.literal('settled'),
    roundNumber: z.int(),
    stake: minorUnitsSchema,
    win: minorUnitsSchema,
    balance: minorUnitsSchema.nullable(),
  }),
]);
export type LiveFrame = z.infer<typeof liveFrameSchema>;

/** The operator asks about its live titles; the vendor answers those it runs as tables. */
export const liveTablesRequestSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  titles: z.array(z.object({ studio: z.string().min(2).max(20), gameCode: z.string().min(1).max(100) })).max(1000),
});
export type LiveTablesRequest = z.infer<typeof liveTablesRequestSchema>;

export const liveTableSummarySchema = z.object({
  studio: z.string(),
  gameCode: z.string(),
  kind: z.enum(liveKindsList),
  phase: z.enum(livePhases),
  seated: z.int(),
  minBet: positiveMinorUnitsSchema,
  maxBet: positiveMinorUnitsSchema,
  /** The last results' summaries, newest first (up to 10). */
  lastResults: z.array(z.string()),
});
export type LiveTableSummary = z.infer<typeof liveTableSummarySchema>;
export const liveTablesSchema = z.object({ tables: z.array(liveTableSummarySchema) });
