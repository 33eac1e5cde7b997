import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { siteResources } from '../../db/schema/index.js';

/** The resource types SPEC §3 names for the two native packages. */
export const packageResourceTypes = { android: 'Android', ios: 'MOBILECONFIG' } as const;
const types = Object.values(packageResourceTypes);

export interface PackageRow {
  resourceType: string;
  labelNameEn: string;
  url: string;
}

export async function packagesOf(db: Executor, siteId: number): Promise<PackageRow[]> {
  return db
    .select({
      resourceType: siteResources.resourceType,
      labelNameEn: siteResources.labelNameEn,
      url: siteResources.url,
    })
    .from(siteResources)
    .where(and(eq(siteResources.siteId, siteId), inArray(siteResources.resourceType, types)))
    .orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
}

/** Replaces the site's package rows; the site tables' trigger tells every instance to reload the site. */
export async function replacePackages(db: Executor, siteId: number, rows: PackageRow[]): Promise<void> {
  await db
    .delete(siteResources)
    .where(and(eq(siteResources.siteId, siteId), inArray(siteResources.resourceType, types)));
  if (rows.length > 0) {
    await db.insert(siteResources).values(rows.map((row, index) => ({ ...row, siteId, sortOrder: index })));
  }
}
