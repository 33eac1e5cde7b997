import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sites, vipLevels } from '../db/schema/index.js';

/** Rebate rates in basis points per game category, rising with the level. */
const rates = (base: number) => ({
  RNG: base,
  LIVE: Math.round(base * 0.8),
  SPORTS: Math.round(base * 0.6),
  LOTT: Math.round(base * 0.5),
  ELOTT: Math.round(base * 0.5),
  FISH: base,
  ESPORTS: Math.round(base * 0.6),
  COCKFIGHT: Math.round(base * 0.6),
  PVP: Math.round(base * 0.8),
});

/** The levels' names in every language (the English one is also the operator's label). */
const levelNames = [
  { EN: 'Member', TY: 'Thành viên', JA: 'メンバー', KO: '회원', PT: 'Membro' },
  { EN: 'Bronze', TY: 'Đồng', JA: 'ブロンズ', KO: '브론즈', PT: 'Bronze' },
  { EN: 'Silver', TY: 'Bạc', JA: 'シルバー', KO: '실버', PT: 'Prata' },
  { EN: 'Gold', TY: 'Vàng', JA: 'ゴールド', KO: '골드', PT: 'Ouro' },
  { EN: 'Diamond', TY: 'Kim cương', JA: 'ダイヤモンド', KO: '다이아몬드', PT: 'Diamante' },
];

/** Five VIP levels on each demo site; thresholds in the site's minor units (a dollar is 100, a dong 1,000 here). */
export async function seedDemoVip(db: Database, siteCode: string): Promise<void> {
  const [site] = await db
    .select({ id: sites.id, decimals: sites.currencyDecimals })
    .from(sites)
    .where(eq(sites.code, siteCode));
  if (!site) return;
  // One "dollar" in the site's minor units: 100 cents, or 25,000 dong for a currency without minor units.
  const unit = site.decimals === 0 ? 25_000n : 100n;
  const levels = [
    { level: 0, deposits: 0n, bets: 0n, rebate: 30, birthday: 0n, withdrawals: null },
    { level: 1, deposits: 100n, bets: 1_000n, rebate: 40, birthday: 5n, withdrawals: null },
    { level: 2, deposits: 1_000n, bets: 10_000n, rebate: 60, birthday: 20n, withdrawals: 5 },
    { level: 3, deposits: 5_000n, bets: 50_000n, rebate: 80, birthday: 50n, withdrawals: 8 },
    { level: 4, deposits: 20_000n, bets: 200_000n, rebate: 100, birthday: 200n, withdrawals: 10 },
  ];
  await db
    .insert(vipLevels)
    .values(
      levels.map((row) => ({
        siteId: site.id,
        level: row.level,
        name: levelNames[row.level]!.EN,
        names: levelNames[row.level]!,
        minDeposits: row.deposits * unit,
        minValidBet: row.bets * unit,
        rebateRates: rates(row.rebate),
        birthdayBonus: row.birthday * unit,
        withdrawDailyCount: row.withdrawals,
      })),
    )
    .onConflictDoNothing();
}
