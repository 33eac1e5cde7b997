import { z } from 'zod';
import { merchantCodeSchema } from './headers.js';
import { languageSchema } from './locale.js';
import { minorUnitsSchema } from './money.js';

// The API a game vendor answers the portal with (ARCHITECTURE §5 "Game providers"): our game server is the
// first to implement it, and an aggregator plugs in beside it by answering the same. Every request is signed
// as the wallet calls are (`@portal/contracts/signature`): `X-Operator` names the portal, `X-Signature` is
// the hex HMAC-SHA256 of the raw body with the secret the two share.

export const vendorPaths = {
  sessions: '/v1/sessions',
  roundReport: '/v1/reports/rounds',
  health: '/healthz',
} as const;
export const vendorHeaders = { operator: 'x-operator', signature: 'x-signature' } as const;

/**
 * A game session for a player: the vendor answers the URL of its game client. The wallet token is the portal's
 * game-session token, which the vendor's wallet calls then carry (`seamlessPaths`); it never learns more of the
 * player than the opaque id, the site, currency and language. A trial plays with the vendor's own play money.
 */
export const vendorSessionRequestSchema = z
  .object({
    walletToken: z.string().min(20).max(200),
    playerId: z.string().min(1).max(64).nullable(),
    siteCode: merchantCodeSchema,
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code'),
    language: languageSchema,
    /** The studio whose title it is (an aggregator routes by it); with the game code it names one title. */
    studio: z.string().regex(/^[A-Z0-9_]{2,20}$/, 'a studio code: 2 to 20 of A-Z, 0-9 or "_"'),
    gameCode: z.string().min(1).max(64),
    /** The title's name as the operator shows it, in the player's language (the client's heading). */
    gameName: z.string().min(1).max(120).optional(),
    mode: z.enum(['real', 'trial']),
    /** Trial play money, in minor units: required for a trial, refused for real play. */
    trialBalance: minorUnitsSchema.optional(),
  })
  .refine((request) => (request.mode === 'trial') === (request.trialBalance !== undefined), {
    path: ['trialBalance'],
    message: 'a trial session needs play money, a real one takes none',
  });
export type VendorSessionRequest = z.infer<typeof vendorSessionRequestSchema>;

export const vendorSessionSchema = z.object({
  sessionId: z.string(),
  /** The game client, to open in the portal's /seamless page. */
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type VendorSession = z.infer<typeof vendorSessionSchema>;

/** A vendor's refusal: a stable code and a message for the operator's log. */
export const vendorFailureSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** The values the message names (INSUFFICIENT_FUNDS carries the balance). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * The vendor's account of its real-money rounds in a time window, for the operator's reconciliation: each round's
 * status and amounts, and the wallet calls that close it (a win, a rollback) exactly as the vendor sends them, so
 * the operator can apply one its wallet missed under the same transaction id. Paged by an opaque cursor.
 */
export const roundReportRequestSchema = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  after: z.string().max(40).nullable().default(null),
  limit: z.int().min(1).max(1000).default(500),
});
export type RoundReportRequest = z.input<typeof roundReportRequestSchema>;

export const reportedRoundSchema = z.object({
  roundId: z.string(),
  siteCode: z.string(),
  /** The operator's wallet token the round was played under. */
  walletToken: z.string(),
  status: z.enum(['staking', 'open', 'settled', 'refused', 'rolled_back']),
  /** Everything staked in the round, and what it paid back. */
  bet: minorUnitsSchema,
  win: minorUnitsSchema,
  playedAt: z.iso.datetime(),
  calls: z.array(
    z.object({
      transactionId: z.string(),
      kind: z.enum(['win', 'rollback']),
      body: z.record(z.string(), z.unknown()),
      delivered: z.boolean(),
    }),
  ),
});
export type ReportedRound = z.infer<typeof reportedRoundSchema>;

export const roundReportSchema = z.object({ items: z.array(reportedRoundSchema), next: z.string().nullable() });
export type RoundReport = z.infer<typeof roundReportSchema>;
