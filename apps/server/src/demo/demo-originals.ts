import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { games, sites } from '../db/schema/index.js';
import { gameServerProvider } from '../modules/provider/vendors/game-vendor.js';
import { offerVendor } from './demo-vendors.js';

/**
 * The house studio: the portal's own titles, played on the game server like every RNG studio's, and listed first
 * (the home page's hot games). Earlier these were the built-in slot's reskins, played inside the portal.
 */
export const originalsVendor = {
  code: 'ORIGINALS',
  name: 'Portal Originals',
  category: 'RNG',
  walletMode: 'seamless',
  provider: gameServerProvider,
  isNew: true,
  sortOrder: 0,
} as const;

/**
 * Its slots: the game server gives each title its maths and art from (studio, code), so the three differ. Minimum
 * bet in US cents (20 lines at a cent), like the rest of the catalog.
 */
export const originalsGames = [
  {
    gameCode: 'lucky-sevens-deluxe',
    names: {
      EN: 'Lucky Sevens Deluxe',
      TY: 'Số 7 May Mắn Deluxe',
      JA: 'ラッキーセブン・デラックス',
      KO: '럭키 세븐 디럭스',
      PT: 'Setes da Sorte Deluxe',
    },
  },
  {
    gameCode: 'golden-bells',
    names: { EN: 'Golden Bells', TY: 'Chuông Vàng', JA: 'ゴールデンベル', KO: '골든 벨', PT: 'Sinos Dourados' },
  },
  {
    gameCode: 'royal-aces',
    names: { EN: 'Royal Aces', TY: 'Át Hoàng Gia', JA: 'ロイヤルエース', KO: '로열 에이스', PT: 'Ases Reais' },
  },
];

/** The house studio and its games, offered on the site, free trial allowed. */
export async function seedOriginals(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  await offerVendor(db, site.id, originalsVendor, 0);
  await db
    .insert(games)
    .values(
      originalsGames.map((game, index) => ({
        vendorCode: originalsVendor.code,
        gameCode: game.gameCode,
        gameName: game.names.EN,
        names: game.names,
        category: 'RNG',
        subType: null,
        minBet: 20n,
        lineNum: 20,
        freeTrial: true,
        hotRank: index,
        isNew: true,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
