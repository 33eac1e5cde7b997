import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';

/**
 * The console's dashboard (issue 25): what a site earns over site-local days. Money in minor units of the site's
 * currency. Every figure is real money: demo deposits and trial accounts are left out.
 * - bets and wins: the stakes and payouts of settled rounds (the record of play); GGR = bets - wins;
 * - bonuses: what the house credited members as bonuses (the ledger's bonus entries); NGR = GGR - bonuses;
 * - deposits: credited (not demo) on their decision's day; withdrawals: paid on their decision's day;
 * - registrations: accounts opened (trial accounts excluded); first deposits: members' first real deposit;
 * - active members: members with a round of real money at stake in the range.
 * Play (bets, wins, rounds, active members) comes from the site's roll-up, folded every few seconds.
 */
export const dashboardMaxDays = 92;
const day = z.iso.date({ message: 'a date as YYYY-MM-DD' });

export const dashboardQuerySchema = z
  .object({ from: day, to: day })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'not before from' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < dashboardMaxDays * 86_400_000, {
    path: ['to'],
    message: `at most ${dashboardMaxDays} days`,
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const figures = {
  registrations: z.int(),
  firstDeposits: z.int(),
  depositCount: z.int(),
  deposits: minorUnitsSchema,
  withdrawalCount: z.int(),
  withdrawals: minorUnitsSchema,
  rounds: z.int(),
  bets: minorUnitsSchema,
  wins: minorUnitsSchema,
  ggr: minorUnitsSchema,
  bonuses: minorUnitsSchema,
  ngr: minorUnitsSchema,
};
export const dashboardDaySchema = z.object({ day, ...figures }).meta({ id: 'DashboardDay' });
export const dashboardCategorySchema = z
  .object({
    category: z.string(),
    rounds: z.int(),
    bets: minorUnitsSchema,
    wins: minorUnitsSchema,
    ggr: minorUnitsSchema,
  })
  .meta({ id: 'DashboardCategory' });
export const dashboardSchema = z
  .object({
    currency: z.string(),
    timeZone: z.string(),
    from: day,
    to: day,
    totals: z.object({ ...figures, activeMembers: z.int() }),
    days: z.array(dashboardDaySchema),
    categories: z.array(dashboardCategorySchema),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const operatorDashboardPaths = { dashboard: '/wps/operator/dashboard' } as const;
export const operatorDashboardResponses = { dashboard: successEnvelope(dashboardSchema) };
