import { type Database, oncePerDatabase } from '../../db/client.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { vendorProfiles } from './catalog.repository.js';
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
 * What every catalog call reads and almost never changes, kept in memory a few seconds per
 * database: the vendors each site offers (every list filters by them), all vendors (artwork), each
 * vendor's game counts by category and sub-type (menus, lanes), and list totals per filter, so
 * paging does not count thousands of rows on every page, and whole list answers for ten seconds (a
 * catalog page is the same for every visitor of a site). An operator's change shows within the TTL.
 */
export class CatalogCache {
  private readonly offered = new TtlCache<number, OfferedVendors>(5_000, 10_000);
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

  allVendors(): Promise<Map<string, VendorRow>> {
    return this.vendors.get('all', async () => new Map((await allVendors(this.db)).map((v) => [v.code, v])));
  }

  vendorProfiles(): Promise<Map<string, VendorProfile[]>> {
    return this.profiles.get('all', async () => {
      const byVendor = new Map<string, VendorProfile[]>();
      for (const row of await vendorProfiles(this.db)) {
        const profile = byVendor.get(row.vendor_code) ?? [];
        profile.push({ category: row.category, subType: row.sub_type, count: row.n });
        byVendor.set(row.vendor_code, profile);
      }
      return byVendor;
    });
  }

  /** Forgets everything (tests that change a site's vendors, an operator's edit). */
  clear(): void {
    for (const cache of [this.offered, this.vendors, this.profiles, this.totals, this.answers]) cache.clear();
  }
}

/** One cache per database handle, shared by every route of the app that uses it. */
export const catalogCacheOf = oncePerDatabase((db) => new CatalogCache(db));
