import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField } from './fields.js';

/**
 * The console's Games section, its vendor part (issue 25 "Games"): the site's vendors and games switched on or
 * off, the hot list's order, and whether each configured game server answers. A switch shows on the member site at
 * its next catalogue read. The lottery part is operator-lottery.ts.
 */
export const operatorGamesPaths = {
  vendors: '/wps/operator/games/vendors',
  vendor: '/wps/operator/games/vendors/:code',
  games: '/wps/operator/games',
  game: '/wps/operator/games/:id',
  status: '/wps/operator/games/status',
} as const;

export const operatorVendorSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    category: z.string(),
    /** Whether the site offers it now (the games module's switch, else the site's set-up). */
    enabled: z.boolean(),
    /** Whether an adapter of ours launches its games: a vendor that cannot launch is never listed, on or off. */
    playable: z.boolean(),
    /** Its enabled games in the catalogue, and how many of them this site switched off. */
    games: z.int(),
    gamesOff: z.int(),
  })
  .meta({ id: 'OperatorVendor' });
export type OperatorVendor = z.infer<typeof operatorVendorSchema>;

export const vendorSwitchRequestSchema = z.object({ enabled: z.boolean() });
export type VendorSwitchRequest = z.infer<typeof vendorSwitchRequestSchema>;

export const operatorGameSchema = z
  .object({
    id: z.string(),
    vendorCode: z.string(),
    gameCode: z.string(),
    name: z.string(),
    category: z.string(),
    subType: z.string().nullable(),
    /** On this site (a vendor switched off hides its games whatever this says). */
    enabled: z.boolean(),
    /** The place on the hot list (lower is hotter); null when not on it. */
    hot: z.int().nullable(),
    sortOrder: z.int(),
    /** Whether this site set its own values (else the catalogue's). */
    custom: z.boolean(),
  })
  .meta({ id: 'OperatorGame' });
export type OperatorGame = z.infer<typeof operatorGameSchema>;

export const operatorGamesQuerySchema = z.object({
  vendor: z.string().trim().min(1).max(40).optional(),
  category: z.string().trim().min(1).max(20).optional(),
  /** Literal text in the game's English name or its code. */
  q: z.string().trim().min(1).max(60).optional(),
  /** `hot`: the hot list only, hottest first. */
  list: z.enum(['all', 'hot']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type OperatorGamesQuery = z.infer<typeof operatorGamesQuerySchema>;

export const gameSwitchRequestSchema = z.object({
  enabled: z.boolean(),
  /** The place on the hot list (lower is hotter, as the catalogue ranks), null to take it off. */
  hot: z.int().min(0).max(9999).nullable(),
  sortOrder: z.int().min(0).max(99_999),
});
export type GameSwitchRequest = z.infer<typeof gameSwitchRequestSchema>;

export const gameServerStatusSchema = z
  .object({
    /** The adapter's provider code (vendors.provider). */
    provider: z.string(),
    /** The vendors of this site it launches. */
    vendors: z.array(z.string()),
    /**
     * `up`: it answered its health call; `down`: no answer in time, or an error; `local`: an in-process stand-in
     * (tests); `missing`: the site offers its vendors but no adapter is configured (GAME_SERVER_URL unset).
     */
    state: z.enum(['up', 'down', 'local', 'missing']),
    latencyMs: z.int().nullable(),
    detail: z.string().nullable(),
  })
  .meta({ id: 'GameServerStatus' });
export type GameServerStatus = z.infer<typeof gameServerStatusSchema>;

export const gameIdParams = z.object({ id: rowIdField('a game id') });
export const vendorCodeParams = z.object({ code: z.string().trim().min(1).max(40) });

export const operatorGamesResponses = {
  vendors: successEnvelope(z.array(operatorVendorSchema)),
  vendor: successEnvelope(operatorVendorSchema),
  games: successEnvelope(
    z
      .object({ items: z.array(operatorGameSchema), total: z.int(), page: z.int(), pageSize: z.int() })
      .meta({ id: 'OperatorGamePage' }),
  ),
  game: successEnvelope(operatorGameSchema),
  status: successEnvelope(
    z
      .object({ checkedAt: z.iso.datetime({ offset: true }), servers: z.array(gameServerStatusSchema) })
      .meta({ id: 'GameServerStatusList' }),
  ),
};
