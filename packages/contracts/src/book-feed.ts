import { z } from 'zod';
import { bookEventResultSchema, bookMarketKinds, bookSports } from './book-member.js';
import { merchantCodeSchema } from './headers.js';
import { minorUnitsSchema } from './money.js';

// The operator's feed of real-world fixtures (docs/book-feed.md): one document, applied whole or not at all, and
// the same document applied twice changes nothing. Codes are the operator's own; prices and lines are decimals as
// people write them ("2.10", "-0.25"). A CSV file of the documented columns reads into the same document.

const codeSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/, '1 to 60 of A-Z, a-z, 0-9, "_", "." or "-"');
/** Decimal odds with up to three decimals, above 1. */
export const feedPriceSchema = z
  .string()
  .regex(/^[0-9]{1,4}(\.[0-9]{1,3})?$/, 'decimal odds such as 1.85')
  .refine((text) => Number(text) > 1 && Number(text) <= 1000, 'above 1.00 and at most 1000');
/** A handicap or total line in quarters of a goal (or point): "-0.25", "2.5", "1". */
export const feedLineSchema = z
  .string()
  .regex(/^-?[0-9]{1,3}(\.(0|00|25|5|50|75))?$/, 'a line in quarters such as -0.25, 2.5 or 1');

export const feedMarketSchema = z.object({
  code: codeSchema,
  kind: z.enum(bookMarketKinds),
  line: feedLineSchema.optional(),
  map: z.int().min(1).max(3).optional(),
  places: z.int().min(1).max(5).optional(),
  selections: z
    .array(z.object({ code: z.string().min(1).max(40), price: feedPriceSchema }))
    .min(2)
    .max(60),
});

export const feedFixtureSchema = z.object({
  code: codeSchema,
  league: codeSchema,
  startsAt: z.iso.datetime(),
  /** Two sides (home first; meron first in a cockfight), or a race's runners (team codes). */
  competitors: z.array(codeSchema).min(2).max(20),
  markets: z.array(feedMarketSchema).max(40).default([]),
});

/** A market by fixture and market code: `<fixture>/<market>`. */
const marketRefSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,60}\/[A-Za-z0-9_.-]{1,60}$/, '<fixture>/<market>');

export const bookFeedSchema = z.object({
  leagues: z
    .array(z.object({ code: codeSchema, sport: z.enum(bookSports), name: z.string().min(1).max(80) }))
    .max(500)
    .default([]),
  teams: z
    .array(
      z.object({
        code: codeSchema,
        sport: z.enum(bookSports),
        name: z.string().min(1).max(80),
        rating: z.int().min(0).max(5000).optional(),
      }),
    )
    .max(5000)
    .default([]),
  fixtures: z.array(feedFixtureSchema).max(2000).default([]),
  suspend: z.array(marketRefSchema).max(2000).default([]),
  reopen: z.array(marketRefSchema).max(2000).default([]),
  /** A result entered again with another value corrects it: the bets are settled again, the difference posted. */
  results: z
    .array(z.object({ fixture: codeSchema, result: bookEventResultSchema }))
    .max(2000)
    .default([]),
  /** Fixtures called off: every bet on them is void (its leg returns the stake). */
  cancel: z.array(codeSchema).max(2000).default([]),
  /** A site's stake limits, in its currency's minor units. */
  limits: z
    .array(
      z.object({
        siteCode: merchantCodeSchema,
        minStake: minorUnitsSchema,
        maxStake: minorUnitsSchema,
        maxPayout: minorUnitsSchema,
        maxEventPayout: minorUnitsSchema,
      }),
    )
    .max(100)
    .default([]),
});
export type BookFeed = z.input<typeof bookFeedSchema>;

/** What a feed changed, counted. */
export const bookFeedAppliedSchema = z.object({
  leagues: z.int(),
  teams: z.int(),
  fixtures: z.int(),
  markets: z.int(),
  suspended: z.int(),
  reopened: z.int(),
  results: z.int(),
  cancelled: z.int(),
  /** Bets settled (or settled again) by the results in it. */
  betsSettled: z.int(),
});
export type BookFeedApplied = z.infer<typeof bookFeedAppliedSchema>;
