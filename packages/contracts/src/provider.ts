import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { dayField, maxHistoryDays } from './history.js';
import { minorUnitsSchema } from './money.js';

// The seamless-wallet API a game provider calls (ARCHITECTURE §5 "Game providers"), modelled on the
// industry's: every request is signed (`X-Provider` names the provider, `X-Signature` is the hex
// HMAC-SHA256 of the raw body with the provider's secret), and each transaction id is answered once:
// a repeat gets the first answer.

export const seamlessPaths = {
  balance: '/seamless/wallet/balance',
  bet: '/seamless/wallet/bet',
  win: '/seamless/wallet/win',
  rollback: '/seamless/wallet/rollback',
} as const;
export const seamlessHeaders = { provider: 'x-provider', signature: 'x-signature' } as const;

const transactionIdField = z.string().regex(/^[A-Za-z0-9_.:-]{6,100}$/, 'a provider transaction id');
export const seamlessBalanceRequestSchema = z.object({ sessionToken: z.string().min(20).max(200) });
/** A bet above the balance is refused with INSUFFICIENT_FUNDS, whose `params.balance` is the balance (minor units). */
export const seamlessBetRequestSchema = seamlessBalanceRequestSchema.extend({
  transactionId: transactionIdField,
  roundId: z.string().min(1).max(100),
  amount: minorUnitsSchema,
});
/** A win closes the round; it is accepted even after the game session closed. */
export const seamlessWinRequestSchema = seamlessBetRequestSchema.extend({
  outcome: z.record(z.string(), z.unknown()).optional(),
});
/** Rolls back a bet by its transaction id (a rollback of an unknown bet is answered and moves nothing). */
export const seamlessRollbackRequestSchema = seamlessBalanceRequestSchema.extend({
  transactionId: transactionIdField,
  roundId: z.string().min(1).max(100),
  betTransactionId: transactionIdField,
});
export const seamlessAnswerSchema = z
  .object({
    balance: minorUnitsSchema,
    currency: z.string().length(3),
    transactionId: z.string().nullable(),
    /** A bet only, when it won the site's jackpot: what the jackpot paid (in the balance already). */
    jackpotWin: minorUnitsSchema.optional(),
  })
  .meta({ id: 'SeamlessAnswer' });
export type SeamlessAnswer = z.infer<typeof seamlessAnswerSchema>;

// What the rounds feed: the betting record (personalHistoryCopy), recent games and the winners board.

export const betRecordQuerySchema = pageQuerySchema.extend({ from: dayField, to: dayField }).refine(
  (query) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    return Number.isFinite(days) && days >= 0 && days < maxHistoryDays;
  },
  { message: `from must not be after to, and the range at most ${maxHistoryDays} days`, path: ['to'] },
);
export const betRecordSchema = z
  .object({
    /** An opaque short reference of the round (never the provider's own id). */
    roundId: z.string(),
    time: z.iso.datetime({ offset: true }),
    /** In the member's language. */
    gameName: z.string(),
    /** The vendor's code: for links and filters, never shown. */
    vassalage: z.string(),
    /** The vendor's name to show. */
    vendorName: z.string(),
    gameType: z.string(),
    stake: minorUnitsSchema,
    win: minorUnitsSchema,
    profit: minorUnitsSchema,
    status: z.enum(['open', 'settled', 'rolled_back']),
    mode: z.enum(['real', 'trial']),
  })
  .meta({ id: 'BetRecord' });
export type BetRecord = z.infer<typeof betRecordSchema>;

/** ODSFE2_getWinnerBoard: SPEC §3 "Winner"; gameCategory ALL, limitNum 20. */
export const winnerBoardQuerySchema = z.object({
  gameCategory: z.string().max(20).default('ALL'),
  language: z.string().max(4).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});
export const winnerSchema = z.object({
  customerName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  winAmount: minorUnitsSchema,
});
export const winnerBoardSchema = z.array(winnerSchema).meta({ id: 'WinnerBoard' });
export type Winner = z.infer<typeof winnerSchema>;

export const providerResponses = {
  seamless: successEnvelope(seamlessAnswerSchema),
  bets: successEnvelope(pageOf(betRecordSchema)),
};
export const betRecordPaths = { bets: '/wps/report/bets' } as const;
