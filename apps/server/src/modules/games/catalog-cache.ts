import { type Database, oncePerDatabase } from '../../db/client.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { siteLotteryGameIds } from '../lottery/lottery-catalog.service.js';
import { gameKindsOf, type Listed, vendorProfiles } from './catalog.repository.js';
import { canLaunch, launchesKind, listsOnlySiteGames } from './playable.js';
import { siteGameSettings } from './site-games.repository.js';
import { allVendors, offeredVendors, type VendorRow } from './vendor.repository.js';

export interface OfferedVendors {
  list: VendorRow[];
  byCode: Map<string, VendorRow>;
  codes: string[];
}

export interface VendorProfile {
  category: string;
  subType: string | null;
  count: number;
}

/**
 * What a site can play (playable.ts), which every list, menu, lane and room shows: the vendors it
 * offers that an adapter launches and that have a game to list, the vendors listed whole, the games
 * listed one by one (its lottery games), and each listed vendor's games counted as the site lists them.
 */
export interface PlayableCatalog extends OfferedVendors {
  wholeVendors: string[];
  gameIds: string[];
  /** The games this site's operators switched off (site_games): no list shows them. */
  hiddenIds: string[];
  /** The site's id when it gave some game a hot rank or place of its own, which the lists then read. */
  ownOrderOf?: number;
  profiles: Map<string, VendorProfile[]>;
}

/** What the list queries need of a site's catalogue (catalog.repository's Listed, and the site's own order). */
export const listedOf = (playable: PlayableCatalog): Listed & { ownOrderOf?: number } => ({
  vendors: playable.wholeVendors,
  gameIds: playable.gameIds,
  hiddenIds: playable.hiddenIds,
  ...(playable.ownOrderOf === undefined ? {} : { ownOrderOf: playable.ownOrderOf }),
});

type ProfileRow = { vendor_code: string; category: string; sub_type: string | null; n: number };

function profilesByVendor(rows: ProfileRow[]): Map<string, VendorProfile[]> {
  const byVendor = new Map<string, VendorProfile[]>();
  for (const row of rows) {
    const profile = byVendor.get(row.vendor_code) ?? [];
    profile.push({ category: row.category, subType: row.sub_type, count: row.n });
    byVendor.set(row.vendor_code, profile);
  }
  return byVendor;
}

/**
 * What every catalog call reads and almost never changes, kept in memory a few seconds per
 * database: the vendors each site offers (every list filters by them), all vendors (artwork), each
 * vendor's game counts by category and sub-type (menus, lanes), and list totals per filter, so
 * paging does not count thousands of rows on every page, and whole list answers for ten seconds (a
 * catalog page is the same for every visitor of a site). An operator's change shows within the TTL.
 */
export class CatalogCache {
  private readonly offered = new TtlCache<number, OfferedVendors>(5_000, 10_000);
  private readonly playable = new TtlCache<number, PlayableCatalog>(5_000, 10_000);
  private readonly vendors = new TtlCache<'all', Map<string, VendorRow>>(30_000, 1);
  private readonly profiles = new TtlCache<'all', Map<string, VendorProfile[]>>(30_000, 1);
  readonly totals = new TtlCache<string, number>(30_000, 5_000);
  /**
   * Whole answers of public list calls by site, language and query: most visitors ask for the same pages.
   * At most a thousand (a page and its bytes are two): tens of megabytes at worst, with home pages of 200.
   */
  readonly answers = new TtlCache<string, unknown>(10_000, 1_000);

  constructor(private readonly db: Database) {}

  offeredBy(siteId: number): Promise<OfferedVendors> {
    return this.offered.get(siteId, async () => {
      const list = await offeredVendors(this.db, siteId);
      return { list, byCode: new Map(list.map((vendor) => [vendor.code, vendor])), codes: list.map((v) => v.code) };
    });
  }

  playableBy(siteId: number): Promise<PlayableCatalog> {
    return this.playable.get(siteId, async () => {
      const [offered, everyProfile, lotteryIds, settings] = await Promise.all([
        this.offeredBy(siteId),
        this.vendorProfiles(),
        siteLotteryGameIds(this.db, siteId),
        siteGameSettings(this.db, siteId),
      ]);
      const hidden = settings.filter((setting) => !setting.enabled);
      const hiddenIds = new Set(hidden.map((setting) => setting.game_id));
      const launching = offered.list.filter(canLaunch);
      const byGame = new Set(launching.filter(listsOnlySiteGames).map((vendor) => vendor.code));
      const siteGames = (await gameKindsOf(this.db, lotteryIds.map(String))).filter(
        (game) => byGame.has(game.vendor_code) && !hiddenIds.has(game.id),
      );
      const profiles = profilesByVendor(siteGames.map((game) => ({ ...game, n: 1 })));
      for (const vendor of launching) {
        if (listsOnlySiteGames(vendor)) continue;
        const off = hidden.filter((setting) => setting.vendor_code === vendor.code);
        const kinds = (everyProfile.get(vendor.code) ?? [])
          .filter((profile) => launchesKind(vendor, profile.subType))
          .map((profile) => ({
            ...profile,
            count:
              profile.count -
              off.filter((game) => game.category === profile.category && game.sub_type === profile.subType).length,
          }));
        profiles.set(vendor.code, kinds);
      }
      // A vendor without a game to list is not shown: its category would open on an empty page.
      const list = launching.filter((vendor) => (profiles.get(vendor.code) ?? []).some((profile) => profile.count > 0));
      const listed = new Set(list.map((vendor) => vendor.code));
      return {
        list,
        byCode: new Map(list.map((vendor) => [vendor.code, vendor])),
        codes: list.map((vendor) => vendor.code),
        wholeVendors: list.filter((vendor) => !listsOnlySiteGames(vendor)).map((vendor) => vendor.code),
        gameIds: siteGames.map((game) => game.id),
        hiddenIds: [...hiddenIds],
        ...(settings.some((setting) => setting.enabled && setting.own_order) ? { ownOrderOf: siteId } : {}),
        profiles: new Map([...profiles].filter(([code]) => listed.has(code))),
      };
    });
  }

  allVendors(): Promise<Map<string, VendorRow>> {
    return this.vendors.get('all', async () => new Map((await allVendors(this.db)).map((v) => [v.code, v])));
  }

  vendorProfiles(): Promise<Map<string, VendorProfile[]>> {
    return this.profiles.get('all', async () => profilesByVendor(await vendorProfiles(this.db)));
  }

  /** Forgets everything (tests that change a site's vendors, an operator's edit). */
  clear(): void {
    for (const cache of [this.offered, this.playable, this.vendors, this.profiles, this.totals, this.answers])
      cache.clear();
  }
}

/** One cache per database handle, shared by every route of the app that uses it. */
export const catalogCacheOf = oncePerDatabase((db) => new CatalogCache(db));
