import { z } from 'zod';
import { merchantCodeSchema } from './headers.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';

// The sportsbook vendors (SPORTS, ESPORTS and COCKFIGHT studios of the game server) keep the member's money in a
// wallet of their own: the operator moves it in and out with signed calls, each under an idempotency key, and
// reads the settled tickets back by a cursor. These are the operator's calls, signed like the launch.

export const bookVendorPaths = {
  transfers: '/v1/book/transfers',
  /** What became of a transfer key: asked when an answer was lost, never guessed. */
  transferStatus: '/v1/book/transfers/status',
  balance: '/v1/book/balance',
  /** Settled tickets after a cursor, oldest first (the operator's record of play). */
  tickets: '/v1/book/tickets',
  /** Fixtures, markets, prices, suspensions and results entered by the operator (bookFeedSchema). */
  feed: '/v1/book/feed',
} as const;

/** The currency code the vendor keeps a wallet in. */
const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code');
/** A sportsbook studio (the vendor code the operator knows it by). */
export const bookStudioSchema = z.string().regex(/^[A-Z0-9_]{2,20}$/, 'a studio code: 2 to 20 of A-Z, 0-9 or "_"');

/** Whose wallet: the player (the operator's opaque id) on a site, in a currency, at one studio. */
export const bookWalletOwnerSchema = z.object({
  playerId: z.string().min(1).max(64),
  siteCode: merchantCodeSchema,
  currency: currencySchema,
  studio: bookStudioSchema,
});
export type BookWalletOwner = z.infer<typeof bookWalletOwnerSchema>;

/** An idempotency key: the same key sent again moves nothing more and answers the same. */
export const bookTransferKeySchema = z.string().regex(/^[A-Za-z0-9:_-]{8,100}$/, '8 to 100 of A-Z, 0-9, ":", "_", "-"');

export const bookTransferRequestSchema = bookWalletOwnerSchema.extend({
  key: bookTransferKeySchema,
  /** 'in': into the vendor's wallet (the operator has taken it from the main wallet); 'out': back to the operator. */
  direction: z.enum(['in', 'out']),
  amount: positiveMinorUnitsSchema,
});
export type BookTransferRequest = z.infer<typeof bookTransferRequestSchema>;

/**
 * A transfer's outcome, final either way: 'done' moved the money; 'refused' moved nothing (an 'out' beyond the
 * balance, a key reused with another body). The same key answers the same outcome for ever.
 */
export const bookTransferSchema = z.object({
  key: z.string(),
  status: z.enum(['done', 'refused']),
  reason: z.enum(['INSUFFICIENT_FUNDS', 'KEY_REUSED']).nullable(),
  direction: z.enum(['in', 'out']),
  amount: minorUnitsSchema,
  /** The player's balance at the vendor once it was decided. */
  balance: minorUnitsSchema,
});
export type BookTransfer = z.infer<typeof bookTransferSchema>;

export const bookTransferStatusRequestSchema = z.object({ key: bookTransferKeySchema });
/** 'unknown': the vendor never received the key (the operator sends the transfer again under it). */
export const bookTransferStatusSchema = z.union([
  bookTransferSchema,
  z.object({ key: z.string(), status: z.literal('unknown') }),
]);
export type BookTransferStatus = z.infer<typeof bookTransferStatusSchema>;

export const bookBalanceRequestSchema = bookWalletOwnerSchema;
export const bookBalanceSchema = z.object({ balance: minorUnitsSchema, currency: currencySchema });
export type BookBalance = z.infer<typeof bookBalanceSchema>;

export const bookLegOutcomes = ['win', 'lose', 'push', 'void', 'half-win', 'half-lose'] as const;
export const bookTicketStatuses = ['won', 'lost', 'void', 'cashed-out'] as const;

/** A leg as the record of play shows it: names in English, the price taken and how it ended. */
export const bookTicketLegSchema = z.object({
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  /** Decimal odds in thousandths (1850 = 1.85). */
  price: z.int(),
  outcome: z.enum(bookLegOutcomes).nullable(),
});

/**
 * A settled ticket (a single or an accumulator). `version` rises each time a corrected result settles it again;
 * the operator keeps the latest (its payout is the total paid, the difference already in the vendor's wallet).
 */
export const bookTicketSchema = bookWalletOwnerSchema.extend({
  ticketId: z.string(),
  version: z.int().min(1),
  /** The catalogue entry it was placed from (the studio's lobby or a virtual sport). */
  gameCode: z.string(),
  kind: z.enum(['single', 'accumulator']),
  stake: minorUnitsSchema,
  payout: minorUnitsSchema,
  status: z.enum(bookTicketStatuses),
  legs: z.array(bookTicketLegSchema),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime(),
});
export type BookTicket = z.infer<typeof bookTicketSchema>;

export const bookTicketsRequestSchema = z.object({
  /** The cursor the last page answered ('0' at first). */
  after: z.string().regex(/^[0-9]{1,19}$/),
  limit: z.int().min(1).max(1000).default(500),
});
export type BookTicketsRequest = z.input<typeof bookTicketsRequestSchema>;
export const bookTicketsSchema = z.object({ tickets: z.array(bookTicketSchema), cursor: z.string() });
export type BookTickets = z.infer<typeof bookTicketsSchema>;
