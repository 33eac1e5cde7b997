import { z } from 'zod';
import { minorUnitsSchema } from './money.js';

// The game server's own API for its game client (the page the portal's /seamless page frames): every call
// carries the game session token of the launch URL. Failures are the vendor's `{ code, message, field? }`.

export const gameClientPaths = {
  fairness: '/v1/fairness',
  rotateSeeds: '/v1/fairness/rotate',
  revealedSeeds: '/v1/fairness/revealed',
  /** The session's title, slot or house game (gameScreenSchema): what the page's data block carries too. */
  screen: '/v1/screen',
  slotInfo: '/v1/slots/info',
  slotSpin: '/v1/slots/spin',
  rounds: '/v1/rounds',
} as const;

/** The game client's credential: the `session` of its URL. */
export const gameSessionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a game session token');

/** A client seed the player chooses: printable, so it can be typed again into any checking tool. */
export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 printable characters without spaces');

export const fairnessQuerySchema = z.object({ session: gameSessionTokenSchema });

/**
 * The seed pair every round is drawn from (shared/LOTTERY.md §7's stream, keyed by the server seed, with the
 * message `clientSeed:nonce:k`): the server seed's SHA-256 is shown before play, the seed itself only once it
 * is rotated out. `nonce` is the number the next round will use.
 */
export const activeSeedsSchema = z.object({
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  nonce: z.int().min(0),
});
export type ActiveSeeds = z.infer<typeof activeSeedsSchema>;

export const revealedSeedsSchema = z.object({
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  /** How many rounds were drawn with the pair: nonces 0 to rounds - 1. */
  rounds: z.int().min(0),
  revealedAt: z.iso.datetime(),
});
export type RevealedSeeds = z.infer<typeof revealedSeedsSchema>;

/** Reveals the current server seed and starts a new pair, with the client seed given or a fresh random one. */
export const rotateSeedsRequestSchema = z.object({
  session: gameSessionTokenSchema,
  clientSeed: clientSeedSchema.optional(),
});
export const rotatedSeedsSchema = z.object({ revealed: revealedSeedsSchema, active: activeSeedsSchema });

export const revealedSeedsQuerySchema = fairnessQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const revealedSeedsPageSchema = z.object({
  items: z.array(revealedSeedsSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

/** A title's features, as its rules page tells them (the game server's SlotFeatures). */
export const slotFeaturesSchema = z.object({
  tumble: z.boolean(),
  expandingWildReels: z.array(z.int()),
  freeSpins: z.object({ awards: z.array(z.int()), multiplier: z.int(), max: z.int() }).nullable(),
  holdAndSpin: z
    .object({
      trigger: z.int(),
      respins: z.int(),
      /** Each coin's worth in total bets. */
      values: z.record(z.string(), z.int()),
      fullScreen: z.int(),
      /** The bonus reels' lengths, for recomputing the respins' stops. */
      stripLengths: z.array(z.int().min(1)),
    })
    .nullable(),
});
export type SlotFeatures = z.infer<typeof slotFeaturesSchema>;

/** A slot title as its client draws it: the model's window and how it pays, its exact return, the bets. */
export const slotTitleSchema = z.object({
  studio: z.string(),
  gameCode: z.string(),
  /** The operator's name of the title in the player's language, when the launch gave one. */
  name: z.string().nullable(),
  modelId: z.string(),
  reels: z.int(),
  rows: z.int(),
  /** Each reel strip's length: a stop is drawn uniformly below it, so a client can recompute stops from seeds. */
  stripLengths: z.array(z.int().min(1)),
  /** Pay lines (a row per reel), or null for a ways game. */
  lines: z.array(z.array(z.int())).nullable(),
  /** Coins a total bet is split into in a ways or anywhere game; null for a lines game. */
  coins: z.int().nullable(),
  /** How wins are read: on lines, ways through adjacent reels, or anywhere (so many of a symbol, from `minimumCount`). */
  payKind: z.enum(['lines', 'ways', 'anywhere']),
  minimumCount: z.int(),
  /** What the title adds to a spin (null: the window is all there is). */
  features: slotFeaturesSchema.nullable(),
  paytable: z.record(z.string(), z.array(z.int())),
  wild: z.string().nullable(),
  scatter: z.string().nullable(),
  scatterPays: z.array(z.int()),
  /** The return to player, in percent: exact for a title without features, else simulated (see the half-width). */
  rtpPercent: z.number(),
  /** The 95 % confidence half-width of a simulated return, in percent; null when the return is exact. */
  rtpHalfWidthPercent: z.number().nullable(),
  /** Rounds the simulated figures come from; null when exact. */
  simulatedRounds: z.int().nullable(),
  /** The share of rounds that pay anything, in percent. */
  hitRatePercent: z.number(),
  /** The most one round can pay, in total bets (exact, or the cap a round with features stops at). */
  maxWinMultiple: z.number(),
  /** How the return is spread: the same return, as many small wins (low) or fewer, far bigger ones (high). */
  volatility: z.enum(['low', 'medium', 'high']),
  betOptions: z.array(minorUnitsSchema),
  currency: z.string(),
  mode: z.enum(['real', 'trial']),
  /** The play money left, for a trial; null for real play (the operator's wallet holds it). */
  balance: minorUnitsSchema.nullable(),
});
export type SlotTitle = z.infer<typeof slotTitleSchema>;

export const reelSpinRequestSchema = z.object({ session: gameSessionTokenSchema, bet: minorUnitsSchema });

export const reelWinSchema = z.object({
  line: z.int().nullable(),
  symbol: z.string(),
  count: z.int(),
  ways: z.int(),
  amount: minorUnitsSchema,
});

/** A window a round goes on to after its spin: a tumble, a free spin or a respin, and what it paid. */
export const reelStepSchema = z.object({
  kind: z.enum(['tumble', 'free', 'respin']),
  grid: z.array(z.array(z.string())),
  wins: z.array(reelWinSchema),
  /** Every win of the step counts this many times (free spins). */
  multiplier: z.int(),
  /** Free spins or respins still to come after it. */
  left: z.int(),
  /** Reels a wild filled. */
  expanded: z.array(z.int()),
  win: minorUnitsSchema,
});
export type ReelStep = z.infer<typeof reelStepSchema>;

/**
 * One round: where the reels stopped, what the window shows, what it paid, and how to recompute it. A title with
 * features goes on in `steps`; `win` is the whole round's. `draws` are every stop the round drew (the spin's
 * first), each below its `drawLengths`: what a check recomputes from the seeds.
 */
export const reelSpinSchema = z.object({
  roundId: z.string(),
  stops: z.array(z.int()),
  grid: z.array(z.array(z.string())),
  wins: z.array(reelWinSchema),
  expanded: z.array(z.int()),
  steps: z.array(reelStepSchema),
  draws: z.array(z.int()),
  drawLengths: z.array(z.int()),
  bet: minorUnitsSchema,
  win: minorUnitsSchema,
  balance: minorUnitsSchema.nullable(),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  /** The operator's progressive jackpot, when this spin's bet won it (paid by the operator, in the balance). */
  jackpotWin: minorUnitsSchema.optional(),
});
export type ReelSpin = z.infer<typeof reelSpinSchema>;

/** A past round of the player, newest first, with what recomputes it (the pair's commitment and the nonce). */
export const roundRecordSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  bet: minorUnitsSchema,
  win: minorUnitsSchema,
  /** Every stop the round drew (slots: the spin's, then its free spins' and respins'), for a check against the seed. */
  stops: z.array(z.int()).nullable(),
  /** The length of the strip each stop was drawn below; null: the title's strips, one stop per reel. */
  drawLengths: z.array(z.int()).nullable(),
  /**
   * A house game's round (null for a slot): its game, wagers, the actions taken and the settled state, which the
   * seeds, the wagers and the actions recompute.
   */
  house: z
    .object({
      game: z.string(),
      wagers: z.array(z.object({ spot: z.string(), amount: minorUnitsSchema })),
      taken: z.array(z.string()),
      state: z.unknown(),
    })
    .nullable(),
  /**
   * A fishing batch (null for other games): its game and its shots in the order they drew from the round's
   * stream, each recomputed by `decideShot` of @portal/house-games.
   */
  fishing: z
    .object({
      kind: z.string(),
      shots: z.array(
        z.object({
          id: z.int(),
          fish: z.string(),
          cannon: z.int(),
          stake: minorUnitsSchema,
          caught: z.boolean(),
          multiplier: z.int(),
          win: minorUnitsSchema,
        }),
      ),
    })
    .nullable(),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  playedAt: z.iso.datetime(),
});
export type RoundRecord = z.infer<typeof roundRecordSchema>;
export const roundHistorySchema = z.object({ items: z.array(roundRecordSchema) });
