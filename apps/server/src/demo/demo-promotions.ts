import { type Language, languageTags, type PromotionDefinition, promotionDefinitionSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sites } from '../db/schema/index.js';
import { upsertPromotion } from '../modules/promotions/promotion.repository.js';
import type { Texts } from './demo-content-banners.js';
import { promotionTexts } from './demo-promotions-texts.js';

type SiteRow = typeof sites.$inferSelect;
const day = 86_400_000;

/**
 * Amounts in the site's money, as major units: dollars (cents apart) or dong (no minor unit). About
 * 25,000 dong to the dollar, rounded to amounts a Vietnamese site would advertise.
 */
const amounts = {
  USD: {
    bonus: 20n,
    firstCap: 200n,
    firstMin: 10n,
    reloadCap: 50n,
    reloadMin: 20n,
    cashbackCap: 100n,
    story: 25n,
    prizes: [1n, 5n, 50n],
  },
  VND: {
    bonus: 200_000n,
    firstCap: 5_000_000n,
    firstMin: 100_000n,
    reloadCap: 1_000_000n,
    reloadMin: 200_000n,
    cashbackCap: 2_000_000n,
    story: 500_000n,
    prizes: [20_000n, 100_000n, 1_000_000n],
  },
};

/** Money written the way the web app writes it: the symbol, then the language's grouping and decimals. */
function money(site: SiteRow, major: bigint, language: Language) {
  const digits = new Intl.NumberFormat(languageTags[language], {
    minimumFractionDigits: site.currencyDecimals,
    maximumFractionDigits: site.currencyDecimals,
  }).format(major);
  return `${site.currencySymbol}${digits}`;
}

/** The texts the site can show (English and its own languages), placeholders filled in each language. */
function localised(site: SiteRow, texts: Texts, values: Record<string, bigint | string>) {
  const keep = new Set(['EN', ...site.supportedLanguages]);
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([language]) => keep.has(language))
      .map(([language, text]) => [
        language,
        text.replace(/\{(\w+)\}/g, (_, name: string) => {
          if (name === 'brand') return site.name;
          const value = values[name];
          return typeof value === 'bigint' ? money(site, value, language as Language) : String(value ?? '');
        }),
      ]),
  );
}

/**
 * The demo promotions of a site (issue 13), so /promotions and the reward centre are never empty: a
 * welcome credit (it began a day before the seed, so the demo accounts are offered it too), a
 * first-deposit match, a daily reload, a big-win story by application, a daily lucky draw and a weekly
 * cashback coming in 7 days.
 */
export async function seedDemoPromotions(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) return;
  const set = site.currencyCode === 'VND' ? amounts.VND : amounts.USD;
  const minor = (major: bigint) => String(major * 10n ** BigInt(site.currencyDecimals));
  const now = Date.now();
  const began = new Date(now - day).toISOString();
  const definition = (
    code: string,
    kind: PromotionDefinition['kind'],
    key: keyof typeof promotionTexts,
    values: Record<string, bigint | string>,
    rest: Pick<PromotionDefinition, 'rules' | 'turnover'> & { startsAt?: string; endsAt?: string | null },
  ): PromotionDefinition => ({
    code,
    kind,
    title: localised(site, promotionTexts[key].title, values) as PromotionDefinition['title'],
    terms: localised(site, promotionTexts[key].terms, values) as PromotionDefinition['terms'],
    bannerUrl: null,
    startsAt: rest.startsAt ?? began,
    endsAt: rest.endsAt ?? null,
    rules: rest.rules,
    turnover: rest.turnover,
  });
  const liveCounts = { LIVE: 10 };
  const promotions = [
    definition(
      'WELCOME',
      'registration',
      'welcome',
      { bonus: set.bonus, turnover: '3' },
      {
        rules: { amount: minor(set.bonus), newMembersWithinDays: 30, frequency: 'once' },
        turnover: { multiple: 3, base: 'bonus', weights: liveCounts },
      },
    ),
    definition(
      'FIRSTDEP',
      'first_deposit',
      'first',
      { cap: set.firstCap, min: set.firstMin, turnover: '3' },
      {
        rules: { percent: 10_000, cap: minor(set.firstCap), minDeposit: minor(set.firstMin), frequency: 'once' },
        turnover: { multiple: 3, base: 'bonus_deposit', weights: liveCounts },
      },
    ),
    definition(
      'RELOAD',
      'reload',
      'reload',
      { cap: set.reloadCap, min: set.reloadMin, turnover: '5' },
      {
        rules: { percent: 1_000, cap: minor(set.reloadCap), minDeposit: minor(set.reloadMin), frequency: 'daily' },
        turnover: { multiple: 5, base: 'bonus', weights: {} },
      },
    ),
    definition(
      'CASHBACK',
      'cashback',
      'cashback',
      { cap: set.cashbackCap },
      {
        startsAt: new Date(now + 7 * day).toISOString(),
        endsAt: new Date(now + 97 * day).toISOString(),
        rules: { percent: 500, cap: minor(set.cashbackCap), frequency: 'period' },
        turnover: { multiple: 1, base: 'bonus', weights: {} },
      },
    ),
    definition(
      'BIGWIN_STORY',
      'manual',
      'story',
      { bonus: set.story, turnover: '3' },
      {
        rules: { amount: minor(set.story), frequency: 'daily' },
        turnover: { multiple: 3, base: 'bonus', weights: {} },
      },
    ),
    definition(
      'LUCKY_DRAW',
      'raffle',
      'raffle',
      { low: set.prizes[0]!, mid: set.prizes[1]!, top: set.prizes[2]! },
      {
        rules: {
          frequency: 'daily',
          prizes: set.prizes.map((prize, index) => ({ amount: minor(prize), weight: [80, 18, 2][index]! })),
        },
        turnover: { multiple: 1, base: 'bonus', weights: {} },
      },
    ),
  ];
  // Checked as the operator API checks a definition: a seed mistake fails loudly, not on a page.
  for (const promotion of promotions) await upsertPromotion(db, site.id, promotionDefinitionSchema.parse(promotion));
}
