import type { vendors } from '../../db/schema/index.js';

export type CatalogCategory = 'RNG' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'PVP' | 'COCKFIGHT' | 'LOTT' | 'ELOTT';

/**
 * The demo catalog's third-party vendors (made-up studios). The RNG, live and fishing studios' games play on the
 * game server from the main wallet (seamless); the sportsbook, e-sports and cockfight studios are the game server's
 * transfer-wallet vendors (issue 27: the member moves money into their own wallets); the card rooms and lotteries
 * are of the 'external' provider, which launches only with credentials a demo does not have. The transfer-mode
 * vendors SV3, DS88, IMES and TF come from demo-vendors.ts, the house studio from demo-originals.ts.
 */
const definitions: readonly (readonly [code: string, name: string, category: CatalogCategory])[] = [
  ['NOVA', 'NovaSpin', 'RNG'],
  ['JADE', 'Jade Reels', 'RNG'],
  ['RSUN', 'Red Sun Gaming', 'RNG'],
  ['PXG', 'Pixel Gold', 'RNG'],
  ['KOI', 'Lucky Koi Studio', 'RNG'],
  ['MGRD', 'MegaGrid', 'RNG'],
  ['TIGR', 'Tiger Forge', 'RNG'],
  ['STAR', 'Starlight Slots', 'RNG'],
  ['ORCA', 'Orca Interactive', 'RNG'],
  ['AMBR', 'Amber Play', 'RNG'],
  ['VOLT', 'Voltage Games', 'RNG'],
  ['SAGA', 'Saga Studios', 'RNG'],
  ['NEON', 'Neon Arcade', 'RNG'],
  ['ZEN', 'Zen Spin', 'RNG'],
  ['BOLT', 'Thunderbolt Gaming', 'RNG'],
  ['FRTN', 'Fortuna Labs', 'RNG'],
  ['PEAK', 'Summit Peak', 'RNG'],
  ['MYTH', 'Mythic Reels', 'RNG'],
  ['CRWN', 'Crown Digital', 'RNG'],
  ['BLZE', 'Blaze Gaming', 'RNG'],
  ['OPAL', 'Opal Studio', 'RNG'],
  ['DRGN', 'Dragon Gate', 'RNG'],
  ['LVX', 'LiveX Studios', 'LIVE'],
  ['ROYL', 'Royal Live Casino', 'LIVE'],
  ['VEGA', 'Vega Live', 'LIVE'],
  ['SILK', 'Silk Road Live', 'LIVE'],
  ['GLXY', 'Galaxy Live', 'LIVE'],
  ['PRLS', 'Pearl Live', 'LIVE'],
  ['OCEN', 'Ocean King Games', 'FISH'],
  ['REEF', 'Coral Reef Fishing', 'FISH'],
  ['DEEP', 'Deep Blue', 'FISH'],
  ['HOOK', 'Golden Hook', 'FISH'],
  ['SBET', 'StarBet Sports', 'SPORTS'],
  ['ARNA', 'Arena Sports', 'SPORTS'],
  ['GOAL', 'GoalLine Sports', 'SPORTS'],
  ['GGES', 'GG eSports', 'ESPORTS'],
  ['NEXS', 'Nexus eSports', 'ESPORTS'],
  ['CARD', 'Card Masters', 'PVP'],
  ['MJNG', 'Mahjong House', 'PVP'],
  ['ACES', 'Aces Club', 'PVP'],
  ['RMMY', 'Rummy Royale', 'PVP'],
  ['GALO', 'Galo Arena', 'COCKFIGHT'],
  ['LOTO', 'Lotto Star', 'LOTT'],
  ['KENO', 'Keno World', 'LOTT'],
  ['DRAW', 'Lucky Draw Lottery', 'LOTT'],
  ['TCG_LOTTO_VN', 'TCG Lotto VN', 'ELOTT'],
  ['SEAL', 'SEA Lotto', 'ELOTT'],
];

/** Vendors shown under GCSGAME_newGameVendor. */
const newVendors = new Set(['ZEN', 'NEON', 'GLXY', 'HOOK']);

/** The categories of the game server's sportsbook studios: each keeps the member's money in a wallet of its own. */
export const bookCategories: readonly CatalogCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
const onGameServer: readonly CatalogCategory[] = ['RNG', 'LIVE', 'FISH', ...bookCategories];

export const catalogVendors: (typeof vendors.$inferInsert & { category: CatalogCategory })[] = definitions.map(
  ([code, name, category], index) => ({
    code,
    name,
    category,
    walletMode: bookCategories.includes(category) ? 'transfer' : 'seamless',
    // These studios' titles play on our game server (apps/game-server), reached as any vendor is; the others
    // need an adapter the portal does not have.
    provider: onGameServer.includes(category) ? 'game-server' : 'external',
    isNew: newVendors.has(code),
    sortOrder: index,
  }),
);

/** Vendors a demo site does not offer, so that sites differ (and tests have another site's vendor). */
export const vendorsNotOffered: Record<string, readonly string[]> = {
  LTS: ['CRWN', 'PRLS', 'KENO'],
};
