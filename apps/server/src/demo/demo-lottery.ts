import type { LotteryKind } from '@portal/lottery';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { games, lotteryGames, sites } from '../db/schema/index.js';
import { offerVendor } from './demo-vendors.js';

/** The in-house lottery's vendors: one per game centre (SPEC §2 /lott and /elott). */
export const lotteryVendors = {
  LOTT: { code: 'PLOTTO', name: 'Portal Lottery', category: 'LOTT', walletMode: 'seamless', provider: 'lottery' },
  ELOTT: { code: 'PLOTTOVN', name: 'Portal E-Lottery', category: 'ELOTT', walletMode: 'seamless', provider: 'lottery' },
} as const;

type Names = Record<'EN' | 'TY' | 'JA' | 'KO' | 'PT', string>;
interface DemoLotteryGame {
  code: string;
  kind: LotteryKind;
  layout?: 'north' | 'south';
  source: 'house' | 'official';
  schedule: Record<string, unknown>;
  closeBeforeSeconds: number;
  names: Names;
}

const every = (seconds: number) => ({ type: 'interval', seconds });
const fast = (
  code: string,
  kind: LotteryKind,
  seconds: number,
  names: Names,
  layout?: 'north' | 'south',
): DemoLotteryGame => ({
  code,
  kind,
  layout,
  source: 'house',
  schedule: every(seconds),
  closeBeforeSeconds: seconds === 60 ? 10 : 30,
  names,
});

const ssc1m = fast('SSC1M', 'SSC', 60, {
  EN: '1-Minute SSC',
  TY: 'SSC 1 phút',
  JA: '1分時時彩',
  KO: '1분 SSC',
  PT: 'SSC 1 minuto',
});

/** The demo sites' lottery games (issue 11): fast house-drawn games of every kind, and official weekly/daily draws. */
export const demoLotteryGames: Record<string, DemoLotteryGame[]> = {
  AUR: [
    ssc1m,
    fast('SYXW3M', '11X5', 180, {
      EN: '3-Minute 11x5',
      TY: '11x5 3 phút',
      JA: '3分11選5',
      KO: '3분 11x5',
      PT: '11x5 3 minutos',
    }),
    fast('PK105M', 'PK10', 300, {
      EN: '5-Minute Racing',
      TY: 'Đua xe 5 phút',
      JA: '5分PK10',
      KO: '5분 레이싱',
      PT: 'Corrida 5 minutos',
    }),
    fast('LF5M', 'LF', 300, {
      EN: '5-Minute Lucky Farm',
      TY: 'Nông trại 5 phút',
      JA: '5分ラッキーファーム',
      KO: '5분 럭키팜',
      PT: 'Fazenda 5 minutos',
    }),
    fast('LHC5M', 'LHC', 300, {
      EN: '5-Minute Mark Six',
      TY: 'Mark Six 5 phút',
      JA: '5分マークシックス',
      KO: '5분 마크식스',
      PT: 'Mark Six 5 minutos',
    }),
    {
      code: 'MARKSIX',
      kind: 'LHC',
      source: 'official',
      // Tuesday, Thursday and Saturday at 21:30 Hong Kong time, 14:30 in the site's Malta time (winter).
      schedule: { type: 'daily', at: '14:30', days: [2, 4, 6] },
      closeBeforeSeconds: 15 * 60,
      names: { EN: 'Mark Six', TY: 'Mark Six', JA: 'マークシックス', KO: '마크식스', PT: 'Mark Six' },
    },
  ],
  LTS: [
    fast(
      'VNFAST5M',
      'VN',
      300,
      {
        EN: 'Fast Vietnam Lottery',
        TY: 'Xổ số nhanh 5 phút',
        JA: 'ベトナム高速くじ',
        KO: '베트남 스피드 복권',
        PT: 'Loteria Vietnã rápida',
      },
      'north',
    ),
    {
      code: 'VNNORTH',
      kind: 'VN',
      layout: 'north',
      source: 'official',
      schedule: { type: 'daily', at: '18:15' },
      closeBeforeSeconds: 15 * 60,
      names: {
        EN: 'Northern Lottery',
        TY: 'Xổ số Miền Bắc',
        JA: 'ベトナム北部くじ',
        KO: '베트남 북부 복권',
        PT: 'Loteria do Norte',
      },
    },
    {
      code: 'VNSOUTH',
      kind: 'VN',
      layout: 'south',
      source: 'official',
      schedule: { type: 'daily', at: '16:15' },
      closeBeforeSeconds: 15 * 60,
      names: {
        EN: 'Southern Lottery',
        TY: 'Xổ số Miền Nam',
        JA: 'ベトナム南部くじ',
        KO: '베트남 남부 복권',
        PT: 'Loteria do Sul',
      },
    },
    fast('SEA4D', 'SEA', 300, { EN: 'Fast 4D', TY: '4D nhanh', JA: '高速4D', KO: '스피드 4D', PT: '4D rápido' }),
    ssc1m,
  ],
};

/** A site's lottery games, listed in the catalog under the in-house lottery vendors. */
export async function seedDemoLottery(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  for (const [index, game] of (demoLotteryGames[siteCode] ?? []).entries()) {
    const vendor = game.kind === 'VN' || game.kind === 'SEA' ? lotteryVendors.ELOTT : lotteryVendors.LOTT;
    await offerVendor(db, site.id, vendor, 0);
    await db
      .insert(games)
      .values({
        vendorCode: vendor.code,
        gameCode: game.code,
        gameName: game.names.EN,
        names: game.names,
        category: vendor.category,
        minBet: 2n,
        sortOrder: index,
      })
      .onConflictDoNothing();
    const [catalogGame] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorCode, vendor.code), eq(games.gameCode, game.code)));
    await db
      .insert(lotteryGames)
      .values({
        siteId: site.id,
        code: game.code,
        gameId: catalogGame!.id,
        kind: game.kind,
        layout: game.layout ?? null,
        source: game.source,
        schedule: game.schedule,
        closeBeforeSeconds: game.closeBeforeSeconds,
        sortOrder: index,
      })
      .onConflictDoNothing();
  }
}
