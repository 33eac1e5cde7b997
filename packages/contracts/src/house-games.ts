import { z } from 'zod';
import { gameSessionTokenSchema } from './game-client.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';

// The game server's house games other than slots (table games, video poker, arcade, scratch cards, bingo), for
// their game client. A round is wagers on spots of the game's board, a deal drawn from the provably fair stream,
// then the player's actions until none is left; the maths are @portal/house-games'.

export const houseGamePaths = {
  info: '/v1/house/info',
  play: '/v1/house/play',
  act: '/v1/house/act',
} as const;

export const houseKinds = ['TG', 'VP', 'AC', 'SC', 'BG'] as const;

/** A spot of the board with what it pays and its return to player (percent, 4 decimals). */
export const houseSpotRuleSchema = z.object({
  spot: z.string(),
  pays: z.string(),
  returnPercent: z.number(),
});

/** A round as its client shows it: the game's view (hidden cards kept back while it is open) and what can follow. */
export const houseRoundSchema = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'settled']),
  /** The game's own picture of the round (cards, dice, the crash point once over...). */
  view: z.unknown(),
  /** What the player may do next; empty once the round is over. */
  actions: z.array(z.string()),
  /** The actions taken so far, in order: with the seeds and wagers they recompute the round. */
  taken: z.array(z.string()),
  wagers: z.array(z.object({ spot: z.string(), amount: minorUnitsSchema })),
  /** Everything staked in the round, the doubles and raises included. */
  stake: minorUnitsSchema,
  /** What the round paid back (stakes included); null while it is open. */
  win: minorUnitsSchema.nullable(),
  balance: minorUnitsSchema.nullable(),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

export const houseGameInfoSchema = z.object({
  studio: z.string(),
  gameCode: z.string(),
  name: z.string().nullable(),
  /** The maths it plays ('european-roulette', 'jacks-or-better', 'plinko'...), from its code. */
  game: z.string(),
  kind: z.enum(houseKinds),
  /** The title's edition ('pro', 'turbo'...), which sets its limits and pace, not its maths; null for none. */
  edition: z.string().nullable(),
  returnPercent: z.number(),
  returnMethod: z.union([
    z.object({ kind: z.literal('exact') }),
    z.object({ kind: z.literal('simulation'), rounds: z.int(), ci95Percent: z.number() }),
  ]),
  maxWinMultiple: z.number(),
  spots: z.array(houseSpotRuleSchema),
  /** The stakes a wager may take, smallest first. */
  betOptions: z.array(minorUnitsSchema),
  currency: z.string(),
  mode: z.enum(['real', 'trial']),
  balance: minorUnitsSchema.nullable(),
  /** The player's round still waiting for an action, to resume. */
  open: houseRoundSchema.nullable(),
});
export type HouseGameInfo = z.infer<typeof houseGameInfoSchema>;

export const housePlayRequestSchema = z.object({
  session: gameSessionTokenSchema,
  wagers: z
    .array(z.object({ spot: z.string().min(1).max(40), amount: positiveMinorUnitsSchema }))
    .min(1)
    .max(40),
});
export type HousePlayRequest = z.infer<typeof housePlayRequestSchema>;

export const houseActRequestSchema = z.object({
  session: gameSessionTokenSchema,
  roundId: z.string().min(1).max(40),
  action: z.string().min(1).max(40),
});
