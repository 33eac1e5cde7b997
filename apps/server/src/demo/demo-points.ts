import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { pointConfigs, pointRewards, sites } from '../db/schema/index.js';

/** What a reward is counted in, per language. */
const pieces = { EN: 'pcs', TY: 'cái', JA: '個', KO: '개', PT: 'un.' };

/** The demo sites' points mall: a point per unit of valid bet, a point worth a cent (or 250 dong), four rewards. */
export async function seedDemoPoints(db: Database, siteCode: string): Promise<void> {
  const [site] = await db
    .select({ id: sites.id, decimals: sites.currencyDecimals })
    .from(sites)
    .where(eq(sites.code, siteCode));
  if (!site) return;
  const noMinor = site.decimals === 0;
  await db
    .insert(pointConfigs)
    .values({ siteId: site.id, earnEvery: noMinor ? 25_000n : 100n, pointValue: noMinor ? 250n : 1n, minConvert: 100 })
    .onConflictDoNothing();
  const rewards = [
    {
      names: {
        EN: 'Branded mug',
        TY: 'Cốc in logo',
        JA: 'ロゴ入りマグ',
        KO: '로고 머그컵',
        PT: 'Caneca personalizada',
      },
      requiredPoints: 500,
      stock: 200,
    },
    {
      names: {
        EN: 'Sports water bottle',
        TY: 'Bình nước thể thao',
        JA: 'スポーツボトル',
        KO: '스포츠 물병',
        PT: 'Garrafa esportiva',
      },
      requiredPoints: 1200,
      stock: 100,
    },
    {
      names: {
        EN: 'Wireless earbuds',
        TY: 'Tai nghe không dây',
        JA: 'ワイヤレスイヤホン',
        KO: '무선 이어폰',
        PT: 'Fones sem fio',
      },
      requiredPoints: 15_000,
      stock: 20,
    },
    {
      names: {
        EN: 'Smartwatch',
        TY: 'Đồng hồ thông minh',
        JA: 'スマートウォッチ',
        KO: '스마트워치',
        PT: 'Relógio inteligente',
      },
      requiredPoints: 60_000,
      stock: 5,
    },
  ];
  await db
    .insert(pointRewards)
    .values(
      rewards.map((reward, index) => ({ siteId: site.id, unit: 'pcs', units: pieces, sortOrder: index, ...reward })),
    );
}
