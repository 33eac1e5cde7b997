import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { sites, vipLevels } from '../schema/index.js';

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
    { level: 0, name: 'Member', deposits: 0n, bets: 0n, rebate: 30, birthday: 0n, withdrawals: null },
    { level: 1, name: 'Bronze', deposits: 100n, bets: 1_000n, rebate: 40, birthday: 5n, withdrawals: null },
    { level: 2, name: 'Silver', deposits: 1_000n, bets: 10_000n, rebate: 60, birthday: 20n, withdrawals: 5 },
    { level: 3, name: 'Gold', deposits: 5_000n, bets: 50_000n, rebate: 80, birthday: 50n, withdrawals: 8 },
    { level: 4, name: 'Diamond', deposits: 20_000n, bets: 200_000n, rebate: 100, birthday: 200n, withdrawals: 10 },
  ];
  await db
    .insert(vipLevels)
    .values(
      levels.map((row) => ({
        siteId: site.id,
        level: row.level,
        name: row.name,
        minDeposits: row.deposits * unit,
        minValidBet: row.bets * unit,
        rebateRates: rates(row.rebate),
        birthdayBonus: row.birthday * unit,
        withdrawDailyCount: row.withdrawals,
      })),
    )
    .onConflictDoNothing();
}
