import { z } from 'zod';
import { gameCategories, gameList } from './constants.js';
import { successEnvelope } from './envelope.js';
import { textField } from './fields.js';
import { livePhases } from './live-tables.js';
import { languageSchema } from './locale.js';
import { minorUnitsSchema } from './money.js';

/** Categories of SPEC §3 (HOME, HOT, FAV and PROMO are views, the rest are where games live). */
export const gameCategorySchema = z.enum(gameCategories);
/** Sub-types: SC scratch, VP video poker, JP jackpot, TG table games, AC arcade, BG bingo (BG only with TY). */
export const gameSubTypes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const gameSubTypeSchema = z.enum(gameSubTypes);
export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,20}$/, 'a vendor code such as PG or SV3');
export const nodeIdSchema = z.string().regex(/^[0-9]{1,18}$/, 'a game node id');

/** SPEC §3 "Game", plus what the cards need (vendor name, minimum bet, free trial, hot and new marks). */
export const gameSchema = z
  .object({
    nodeId: z.string(),
    nodeName: z.string(),
    displayName: z.string(),
    gameName: z.string(),
    gameCode: z.string(),
    vassalage: z.string(),
    vendorName: z.string(),
    gameType: gameCategorySchema,
    gameClassify: gameSubTypeSchema.nullable(),
    isGame: z.boolean(),
    showIcon: z.boolean(),
    iconUrl: z.string(),
    lagerIcon: z.string(),
    minBet: minorUnitsSchema,
    lineNum: z.int(),
    freeTrial: z.boolean(),
    hot: z.boolean(),
    isNew: z.boolean(),
    /** False for third-party vendors without credentials: the card shows "vendor not available". */
    available: z.boolean(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

export const vendorSchema = z
  .object({
    vassalage: z.string(),
    name: z.string(),
    iconUrl: z.string(),
    gameType: gameCategorySchema,
    walletMode: z.enum(['transfer', 'seamless']),
    available: z.boolean(),
    isNew: z.boolean(),
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof vendorSchema>;

/** GET /lgw/games/game_menus: SPEC §3 "Game menu item"; a category shows only with a vendor. */
export const gameMenuSchema = z
  .array(z.object({ gameCategory: gameCategorySchema, vendors: z.array(vendorSchema) }))
  .meta({ id: 'GameMenu' });
export type GameMenu = z.infer<typeof gameMenuSchema>;

/** The game list query of SPEC §3 (GCSGAME_gameList and GET /lgw/games/list). */
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(gameList.clientType),
  platform: z.string().max(20).optional(),
  merchant: z.string().max(20).optional(),
  gameType: gameCategorySchema.optional(),
  vassalage: vendorCodeSchema.optional(),
  gameClassify: gameSubTypeSchema.optional(),
  /** Free text searched in names; matched literally (no pattern syntax). */
  gameName: textField(60).trim().optional(),
  /** Minor units: games whose minimum bet is at most this. */
  minBet: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'an amount in minor units')
    .optional(),
  minLineNum: z.coerce.number().int().min(0).max(1024).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(gameList.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(gameList.homeSize).default(gameList.defaultSize),
  language: languageSchema.optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;
export const gamePageSchema = z
  .object({ items: z.array(gameSchema), pageNo: z.int(), pageSize: z.int(), total: z.int() })
  .meta({ id: 'GamePage' });
export type GamePage = z.infer<typeof gamePageSchema>;

/** GCSGAME_hotGamesV2: the hot list (the browser caches it per session). */
export const hotGamesQuerySchema = z.object({
  gameType: gameCategorySchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(100).default(24),
});
/** GCSGAME_hotGamesV2 and GCS_recentGame answer a plain list of games. */
export const gamesSchema = z.array(gameSchema).meta({ id: 'Games' });
/** GCSGAME_newGameVendor: the site's vendors marked new. */
export const vendorsSchema = z.array(vendorSchema).meta({ id: 'Vendors' });
/** GCS_recentGame: the member's most recently launched games, newest first. */
export const recentGamesQuerySchema = z.object({ limitNum: z.coerce.number().int().min(1).max(50).default(24) });
/** GCSGAME_getVassGameType: what a vendor offers, by category and sub-type. */
export const vendorGameTypesQuerySchema = z.object({ vassalage: vendorCodeSchema });
export const vendorGameTypesSchema = z
  .array(z.object({ gameType: gameCategorySchema, gameClassify: z.array(gameSubTypeSchema), count: z.int() }))
  .meta({ id: 'VendorGameTypes' });

/** Vendor lanes (platform html5-desktop): SPEC §3 "Vendor lane": a title (category), cards, gameClassify. */
export const vendorLanesQuerySchema = z.object({ platform: z.string().max(20).default('html5-desktop') });
export const vendorLaneSchema = z.object({
  title: gameCategorySchema,
  gameClassify: z.array(gameSubTypeSchema),
  cards: z.array(vendorSchema),
});
export const vendorLanesSchema = z.array(vendorLaneSchema).meta({ id: 'VendorLanes' });

/** SPEC §3 "Favourite payload". */
export const favouriteSchema = z.object({
  nodeId: nodeIdSchema,
  vendor: vendorCodeSchema,
  gameType: gameCategorySchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;
/** MCSFE_addFavoriteGameV2 and MCSFE_removeFavoriteGameV2: the game and whether it is a favourite now. */
export const favouriteToggleSchema = favouriteSchema.extend({ favourite: z.boolean() }).meta({ id: 'FavouriteToggle' });
/** MCSFE_getFavoriteGames: the node ids the member marked (for the hearts). */
export const favouriteIdsSchema = z.array(z.string()).meta({ id: 'FavouriteIds' });
/** MCSFE_getFavoriteGamesList: the marked games, page size up to 999. */
export const favouriteListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(gameList.favouriteSize).default(gameList.favouriteSize),
});

/**
 * GLS2_roomList: the live tables the site plays that their vendor runs as real tables (each one opens), with the
 * vendor's limits, the players seated now, the phase of the table's round and its last results (newest first:
 * the winning side, the number or the dice, as the table's history shows them).
 */
export const roomListQuerySchema = z.object({ vassalage: vendorCodeSchema.optional() });
export const roomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  nodeId: z.string(),
  vassalage: z.string(),
  /** The table's game ('baccarat', 'roulette', 'money-wheel'...). */
  kind: z.string(),
  phase: z.enum(livePhases),
  minBet: minorUnitsSchema,
  maxBet: minorUnitsSchema,
  players: z.int(),
  lastResults: z.array(z.string()),
  open: z.boolean(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.array(roomSchema).meta({ id: 'RoomList' });

/** GET /wps/game/launchGame: a real-money or free-trial launch of one game; the page to open. */
export const launchQuerySchema = z.object({
  nodeId: nodeIdSchema,
  freeTrial: z.enum(['true', 'false']).default('false'),
  platform: z.string().max(20).optional(),
});
export const launchSchema = z
  .object({ url: z.string(), mode: z.enum(['real', 'trial']), vassalage: z.string(), nodeId: z.string() })
  .meta({ id: 'GameLaunch' });
export type GameLaunch = z.infer<typeof launchSchema>;

export const gameResponses = {
  menus: successEnvelope(gameMenuSchema),
  list: successEnvelope(gamePageSchema),
  lanes: successEnvelope(vendorLanesSchema),
  launch: successEnvelope(launchSchema),
};
