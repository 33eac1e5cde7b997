import { z } from 'zod';
import { gameSessionTokenSchema } from './game-client.js';
import { minorUnitsSchema } from './money.js';

// The game server's fishing arcade (category FISH). The client draws the sea (its fish from the kind's table in
// @portal/house-games) and sends each shot with the fish it hit; the server alone decides the catch, from the
// player's provably fair stream. Shots go over the WebSocket; their money goes to the wallet in batches, one
// bet and one win a second, each batch a round of its own (its shots are its outcome).

export const fishingPaths = {
  table: '/v1/fishing/table',
  /** The WebSocket: `?session=<token>`; the client sends fishingShotSchema, the server fishingFrameSchema. */
  socket: '/v1/fishing/socket',
} as const;

export const fishingTableSchema = z.object({
  studio: z.string(),
  gameCode: z.string(),
  name: z.string().nullable(),
  /** The fishing game it plays (`fishingKinds` of @portal/house-games: its fish, their pays and art). */
  kind: z.string(),
  /** Every shot's return (percent, 4 decimals): the same at every fish. */
  returnPercent: z.number(),
  /** The stake of each cannon level, minor units, smallest first. */
  cannons: z.array(minorUnitsSchema),
  /** The most shots a second the server takes from one seat. */
  shotsPerSecond: z.int(),
  currency: z.string(),
  mode: z.enum(['real', 'trial']),
  balance: minorUnitsSchema.nullable(),
});
export type FishingTable = z.infer<typeof fishingTableSchema>;

/** One shot: the client's own id for it (to match the answer), the fish it hit and the cannon level. */
export const fishingShotSchema = z.object({
  type: z.literal('shot'),
  id: z
    .int()
    .min(0)
    .max(2 ** 31),
  fish: z.string().min(1).max(40),
  cannon: z.int().min(0).max(20),
});
export type FishingShot = z.infer<typeof fishingShotSchema>;

export const fishingFrameSchema = z.discriminatedUnion('type', [
  /** The shot's decision: caught or not, the multiplier and the win (minor units), the balance to show. */
  z.object({
    type: z.literal('shot'),
    id: z.int(),
    fish: z.string(),
    caught: z.boolean(),
    multiplier: z.int(),
    stake: minorUnitsSchema,
    win: minorUnitsSchema,
    balance: minorUnitsSchema,
  }),
  /** A shot not taken: its fish unknown, the cannon off the table, too fast, or the balance short. */
  z.object({ type: z.literal('refused'), id: z.int(), code: z.string(), message: z.string() }),
  /** A batch reached the wallet: its round, and the wallet's balance after it. */
  z.object({
    type: z.literal('settled'),
    roundId: z.string(),
    shots: z.int(),
    stake: minorUnitsSchema,
    win: minorUnitsSchema,
    balance: minorUnitsSchema.nullable(),
  }),
  /** The wallet refused a batch (or did not answer): its shots are void, nothing staked and nothing won. */
  z.object({
    type: z.literal('void'),
    ids: z.array(z.int()),
    code: z.string(),
    balance: minorUnitsSchema.nullable(),
  }),
]);
export type FishingFrame = z.infer<typeof fishingFrameSchema>;

export const fishingTableQuerySchema = z.object({ session: gameSessionTokenSchema });
