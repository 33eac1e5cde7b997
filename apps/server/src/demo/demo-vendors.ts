import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sites, siteVendors, vendors } from '../db/schema/index.js';

/**
 * The transfer-mode vendors of the brand config (esports IMES and TF, cockfight SV3 and DS88): each keeps the
 * member's money in a wallet of its own, on the game server's sportsbook (issue 27). The games issue seeds the full
 * catalog around them.
 */
export const demoTransferVendors: (typeof vendors.$inferInsert & { category: 'COCKFIGHT' | 'ESPORTS' })[] = [
  { code: 'SV3', name: 'SV388 Cockfight', category: 'COCKFIGHT', walletMode: 'transfer', provider: 'game-server' },
  { code: 'DS88', name: 'DS88 Sabong', category: 'COCKFIGHT', walletMode: 'transfer', provider: 'game-server' },
  { code: 'IMES', name: 'IM eSports', category: 'ESPORTS', walletMode: 'transfer', provider: 'game-server' },
  { code: 'TF', name: 'TF Gaming', category: 'ESPORTS', walletMode: 'transfer', provider: 'game-server' },
];

/** Offers a vendor on a site, adding the vendor first when it is new. */
export async function offerVendor(db: Database, siteId: number, vendor: typeof vendors.$inferInsert, sortOrder = 0) {
  await db.insert(vendors).values(vendor).onConflictDoNothing();
  await db.insert(siteVendors).values({ siteId, vendorCode: vendor.code, sortOrder }).onConflictDoNothing();
}

export async function seedDemoVendors(db: Database, siteCode: string) {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  for (const [index, vendor] of demoTransferVendors.entries()) await offerVendor(db, site.id, vendor, index);
}
