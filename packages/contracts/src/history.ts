import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';

/** A calendar day in the site's time zone. */
export const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
/** The longest range a history query may span. */
export const maxHistoryDays = 92;

/** What a ledger movement was, as the history pages filter and label it. */
export const transactionTypes = [
  'deposit',
  'withdraw',
  'transfer',
  'member_transfer',
  'adjustment',
  'bonus',
  'game',
] as const;
export const transactionTypeSchema = z.enum(transactionTypes);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** A range of site-local days, both included, at most `maxHistoryDays` long (history and team reports). */
export const dayRange = { from: dayField, to: dayField };
export function rangeValid(query: { from: string; to: string }) {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  return Number.isFinite(days) && days >= 0 && days < maxHistoryDays;
}
export const rangeProblem = {
  message: `from must not be after to, and the range at most ${maxHistoryDays} days`,
  path: ['to'],
};

/** ODSFE2_MemTransDet: the member's account movements, newest first. */
export const transactionQuerySchema = pageQuerySchema
  .extend({ ...dayRange, type: transactionTypeSchema.optional() })
  .refine(rangeValid, rangeProblem);
export const transactionRowSchema = z
  .object({
    id: z.string(),
    time: z.iso.datetime({ offset: true }),
    type: transactionTypeSchema,
    /** The wallet's code (`MAIN` or a vendor's): for filtering, never shown. */
    wallet: z.string(),
    /** The wallet's name to show: its vendor's name; null for the main wallet (the interface names it). */
    walletName: z.string().nullable(),
    /** A transfer between the member's wallets: their names to show, null standing for the main wallet. */
    transfer: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
    /** Signed: positive into the wallet, negative out of it. */
    amount: minorUnitsSchema,
    balanceAfter: minorUnitsSchema,
    /** A short detail by name (never a code): the counterparty, the reason, the request or the game. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'TransactionRow' });
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionPageSchema = pageOf(transactionRowSchema);

/** personalProfit: bets, wins and bonuses per day and game category. */
export const profitQuerySchema = z.object(dayRange).refine(rangeValid, rangeProblem);
export const profitRowSchema = z.object({
  day: dayField,
  category: z.string(),
  bet: minorUnitsSchema,
  win: minorUnitsSchema,
  bonus: minorUnitsSchema,
  /** win + bonus - bet: the member's profit (negative: a loss). */
  profit: minorUnitsSchema,
});
export type ProfitRow = z.infer<typeof profitRowSchema>;
export const profitReportSchema = z
  .object({
    rows: z.array(profitRowSchema),
    totals: profitRowSchema.omit({ day: true, category: true }),
  })
  .meta({ id: 'ProfitReport' });
export type ProfitReport = z.infer<typeof profitReportSchema>;

/** bonusDetails: bonuses credited to the member. */
export const bonusQuerySchema = pageQuerySchema.extend(dayRange).refine(rangeValid, rangeProblem);
export const bonusRowSchema = z
  .object({ id: z.string(), time: z.iso.datetime({ offset: true }), amount: minorUnitsSchema, reason: z.string() })
  .meta({ id: 'BonusRow' });
export type BonusRow = z.infer<typeof bonusRowSchema>;

export const historyResponses = {
  profit: successEnvelope(profitReportSchema),
  bonuses: successEnvelope(pageOf(bonusRowSchema)),
};
export const historyPaths = { profit: '/wps/report/profit', bonuses: '/wps/report/bonuses' } as const;
