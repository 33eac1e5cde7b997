import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteVendorSwitches, siteVendors, vendors } from '../../db/schema/index.js';

export interface VendorRow {
  code: string;
  name: string;
  category: string;
  walletMode: string;
  provider: string;
  isNew: boolean;
}

const vendorColumns = {
  code: vendors.code,
  name: vendors.name,
  category: vendors.category,
  walletMode: vendors.walletMode,
  provider: vendors.provider,
  isNew: vendors.isNew,
};

/**
 * Whether a site offers a vendor now: the operator's switch (site_vendor_switches) when there is one, else the
 * site's set-up (site_vendors). Both joined on the site's row of site_vendors.
 */
export const vendorSwitchedOn = sql<boolean>`coalesce(${siteVendorSwitches.enabled}, ${siteVendors.enabled})`;
export const switchOfSiteVendor = and(
  eq(siteVendorSwitches.siteId, siteVendors.siteId),
  eq(siteVendorSwitches.vendorCode, siteVendors.vendorCode),
);

/** The vendors a site offers and has enabled, in the site's order. */
export function offeredVendors(db: Database, siteId: number): Promise<VendorRow[]> {
  return db
    .select(vendorColumns)
    .from(siteVendors)
    .innerJoin(vendors, eq(vendors.code, siteVendors.vendorCode))
    .leftJoin(siteVendorSwitches, switchOfSiteVendor)
    .where(and(eq(siteVendors.siteId, siteId), vendorSwitchedOn))
    .orderBy(asc(siteVendors.sortOrder), asc(vendors.sortOrder), asc(vendors.code));
}

/** Every vendor of the catalog (for artwork, which is the same on every site). */
export function allVendors(db: Database): Promise<VendorRow[]> {
  return db.select(vendorColumns).from(vendors).orderBy(asc(vendors.sortOrder), asc(vendors.code));
}
