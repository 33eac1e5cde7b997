import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteVendors, vendors } from '../../db/schema/index.js';

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

/** The vendors a site offers and has enabled, in the site's order. */
export function offeredVendors(db: Database, siteId: number): Promise<VendorRow[]> {
  return db
    .select(vendorColumns)
    .from(siteVendors)
    .innerJoin(vendors, eq(vendors.code, siteVendors.vendorCode))
    .where(and(eq(siteVendors.siteId, siteId), eq(siteVendors.enabled, true)))
    .orderBy(asc(siteVendors.sortOrder), asc(vendors.sortOrder), asc(vendors.code));
}

/** Every vendor of the catalog (for artwork, which is the same on every site). */
export function allVendors(db: Database): Promise<VendorRow[]> {
  return db.select(vendorColumns).from(vendors).orderBy(asc(vendors.sortOrder), asc(vendors.code));
}
