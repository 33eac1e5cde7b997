import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { games, sites } from '../db/schema/index.js';
import { offerVendor } from './demo-vendors.js';

/** The built-in provider's vendor: its games really play (modules/provider), from the main wallet. */
export const builtinVendor = {
  code: 'BUILTIN',
  name: 'Portal Originals',
  category: 'RNG',
  walletMode: 'seamless',
  provider: 'builtin',
  isNew: true,
  sortOrder: 0,
} as const;

/**
 * Its slots: one engine and paytable (5 reels, 3 rows, 20 lines, RTP 96.01 %) under three names, as
 * providers ship reskins. Minimum bet in US cents (20 lines at a cent), like the rest of the catalog.
 */
export const builtinGames = [
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

/** The built-in provider's vendor and its playable games, offered on the site, free trial allowed. */
export async function seedBuiltinProvider(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  await offerVendor(db, site.id, builtinVendor, 0);
  await db
    .insert(games)
    .values(
      builtinGames.map((game, index) => ({
        vendorCode: builtinVendor.code,
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
