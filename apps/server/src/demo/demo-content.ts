import type { linkageTypes } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { announcements, banners, games, siteResources, sites, siteVendors, vendors } from '../db/schema/index.js';
import { saveSettings } from '../modules/jackpot/jackpot.service.js';
import { agentNotices } from './demo-content-agent-notices.js';
import { type DemoBanner, demoBanners, type Texts } from './demo-content-banners.js';
import { demoAnnouncements } from './demo-content-notices.js';
import { originalsVendor } from './demo-originals.js';

type SiteRow = Pick<typeof sites.$inferSelect, 'id' | 'name' | 'supportedLanguages' | 'currencyDecimals'>;

/** The texts a site can show: English (the fallback) and the site's own languages, with its name filled in. */
function textsFor(site: SiteRow, texts: Texts): Record<string, string> {
  const keep = new Set(['EN', ...site.supportedLanguages]);
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([language]) => keep.has(language))
      .map(([language, text]) => [language, text.replaceAll('{brand}', site.name)]),
  );
}

/** A playable game for the GAME banner: the house studio's first, else the site's hottest slot. */
async function bannerGame(db: Database, siteId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .innerJoin(siteVendors, and(eq(siteVendors.vendorCode, games.vendorCode), eq(siteVendors.siteId, siteId)))
    .where(and(eq(games.enabled, true), eq(games.category, 'RNG')))
    .orderBy(sql`${vendors.code} = ${originalsVendor.code} DESC`, sql`${games.hotRank} ASC NULLS LAST`, asc(games.id))
    .limit(1);
  return row ? String(row.id) : null;
}

/** The site's social channel for the URL banner (an outside page opens in a new tab). */
async function channelUrl(db: Database, siteId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: siteResources.url })
    .from(siteResources)
    .where(
      and(
        eq(siteResources.siteId, siteId),
        inArray(siteResources.resourceType, ['TELEGRAM', 'TIKTOK', 'FACEBOOK', 'YOUTUBE', 'INSTAGRAM']),
      ),
    )
    .orderBy(asc(siteResources.sortOrder), asc(siteResources.id))
    .limit(1);
  return row?.url.startsWith('https://') ? row.url : null;
}

type LinkageType = (typeof linkageTypes)[number];

function linkOf(banner: DemoBanner, gameId: string | null): { linkageType: LinkageType; linkTarget: string | null } {
  const { link } = banner;
  if (link.type === 'GAME')
    return gameId ? { linkageType: 'GAME', linkTarget: gameId } : { linkageType: 'ROUTE', linkTarget: '/rng' };
  return link.type === 'NONE'
    ? { linkageType: 'NONE', linkTarget: null }
    : { linkageType: link.type, linkTarget: link.target };
}

const hour = 3_600_000;

/**
 * Demo banners (with generated artwork), player notices, popups, promotions, help items, notices for
 * agents and a jackpot, in English and the site's languages. Start times lie in the recent past so
 * everything is live, newest first in the order written.
 */
export async function seedDemoContent(db: Database, siteCode: string): Promise<void> {
  const [site] = await db
    .select({
      id: sites.id,
      name: sites.name,
      supportedLanguages: sites.supportedLanguages,
      currencyDecimals: sites.currencyDecimals,
      currencyCode: sites.currencyCode,
    })
    .from(sites)
    .where(eq(sites.code, siteCode));
  if (!site) return;
  const [gameId, channel] = await Promise.all([bannerGame(db, site.id), channelUrl(db, site.id)]);
  const now = Date.now();

  const bannerList = demoBanners(channel ?? '');
  await db.insert(banners).values(
    bannerList
      .filter((banner) => banner.link.type !== 'URL' || channel)
      .map((banner, index) => ({
        siteId: site.id,
        groupName: banner.group,
        title: textsFor(site, banner.title),
        // The artwork's path needs the row's id: written just below.
        imagePath: '',
        ...linkOf(banner, gameId),
        sortOrder: index,
      })),
  );
  await db
    .update(banners)
    .set({ imagePath: sql`'/art/banners/' || ${banners.id} || '.svg'` })
    .where(and(eq(banners.siteId, site.id), eq(banners.imagePath, '')));

  await db.insert(announcements).values(
    [...demoAnnouncements, ...agentNotices].map((item, index) => ({
      siteId: site.id,
      type: item.type,
      title: textsFor(site, item.title),
      content: textsFor(site, item.content),
      executionCode: item.executionCode ?? null,
      promotionType: item.promotionType ?? null,
      anchor: item.anchor ?? null,
      startsAt: new Date(now - (index * 26 + 3) * hour),
    })),
  );

  // A pool worth its name in the site's money: 100,000 dollars, or 2.5 billion dong (about the same), 1 % of every
  // slot bet, and a stake per win a hundred times the seed (a 1.00 bet wins one time in ten million).
  const seed = site.currencyDecimals === 0 ? 2_500_000_000n : 100_000n * 10n ** BigInt(site.currencyDecimals);
  await saveSettings(db, site.id, site.currencyCode, {
    shareBp: 100,
    seed: String(seed),
    stakePerWin: String(seed * 100n),
    active: true,
  });
}
