import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { contentPaths } from './first-load.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';

// The site's progressive jackpot (issue 24 "A real jackpot"): a pool in the ledger funded by a stated share of
// every real-money slot bet, won by a bet at a published probability that grows with the bet, paid to the
// winner's wallet once and refilled to its seed from the game revenue.

export const jackpotPaths = {
  /** The pool as the home page's ticker shows it (public). */
  pool: contentPaths.jackpot,
  /** The same figure pushed as server-sent events while it changes (public). */
  live: '/wps/content/jackpot/live',
  /** The operator's terms of the site's jackpot. */
  settings: '/wps/operator/jackpot',
} as const;

/** The most a share of a bet may be, in basis points of the stake (10 %). */
export const maxJackpotShareBp = 1000;
/** The stake per win is drawn against with 48-bit randomness: above this it could not be drawn exactly. */
export const maxJackpotStakePerWin = 2n ** 48n - 1n;

/**
 * The published terms: `shareBp` of every slot bet (hundredths of a percent) goes to the pool, and a bet of
 * `amount` wins the pool with probability amount / `stakePerWin` (certainly from `stakePerWin` up): a 1.00 bet
 * with a stake per win of 1,000,000.00 wins one time in a million. `seed` is what the pool starts from again.
 */
export const jackpotTermsSchema = z.object({
  shareBp: z.int().min(1).max(maxJackpotShareBp),
  seed: positiveMinorUnitsSchema,
  stakePerWin: positiveMinorUnitsSchema.refine((value) => BigInt(value) <= maxJackpotStakePerWin, {
    message: `at most ${maxJackpotStakePerWin}`,
  }),
});
export type JackpotTerms = z.infer<typeof jackpotTermsSchema>;

/** The last win of the pool, masked as the winners board masks the member. */
export const jackpotWinSchema = z.object({
  customerName: z.string(),
  gameName: z.string(),
  amount: minorUnitsSchema,
  wonAt: z.iso.datetime({ offset: true }),
});

export const jackpotSchema = jackpotTermsSchema
  .extend({
    /** The pool now, minor units: what a winning bet takes. */
    amount: minorUnitsSchema,
    currency: z.string().length(3),
    lastWin: jackpotWinSchema.nullable(),
  })
  .meta({ id: 'Jackpot' });
export type Jackpot = z.infer<typeof jackpotSchema>;

/** What each server-sent event of `jackpotPaths.live` carries (`data:` as JSON): the pool and its last win. */
export const jackpotLiveSchema = jackpotSchema.pick({ amount: true, lastWin: true });
export type JackpotLive = z.infer<typeof jackpotLiveSchema>;

/** The operator's form: the terms, and whether bets fund and win the pool now (a paused pool keeps its money). */
export const jackpotSettingsSchema = jackpotTermsSchema.extend({ active: z.boolean() }).meta({ id: 'JackpotSettings' });
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>;

export const jackpotSettingsViewSchema = jackpotSettingsSchema
  .extend({ amount: minorUnitsSchema, currency: z.string().length(3), wins: z.int() })
  .meta({ id: 'JackpotSettingsView' });
export type JackpotSettingsView = z.infer<typeof jackpotSettingsViewSchema>;

export const jackpotResponses = {
  pool: successEnvelope(jackpotSchema),
  settings: successEnvelope(jackpotSettingsViewSchema),
};
