import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  serviceChannels,
  siteCustomerServices,
  siteDomains,
  siteRegisterRules,
  siteResources,
  sites,
  siteVendors,
} from '../../db/schema/index.js';

export type SiteRow = typeof sites.$inferSelect;
export type SiteChanges = Partial<Pick<SiteRow, 'name' | 'theme' | 'status' | 'defaultLanguage'>> & {
  supportedLanguages?: string[];
  blockedCountries?: string[];
};

/** A site as the console lists it: the row's columns it shows, its domains (main first) and the page's total. */
const listed = {
  id: sites.id,
  code: sites.code,
  name: sites.name,
  status: sites.status,
  currencyCode: sites.currencyCode,
  currencySymbol: sites.currencySymbol,
  currencyDecimals: sites.currencyDecimals,
  defaultLanguage: sites.defaultLanguage,
  supportedLanguages: sites.supportedLanguages,
  theme: sites.theme,
  blockedCountries: sites.blockedCountries,
  allowedCountries: sites.allowedCountries,
  createdAt: sites.createdAt,
  domains: sql<string[]>`coalesce((SELECT array_agg(d.domain ORDER BY d.is_main DESC, d.domain)
    FROM ${siteDomains} d WHERE d.site_id = ${sites.id}), '{}')`,
  total: sql<number>`(count(*) OVER ())::int`,
};
export type ListedSite = Awaited<ReturnType<typeof sitePage>>[number];

/** A page of sites, oldest first: of `siteIds` only when given (null: every site), in one status when given. */
export function sitePage(
  db: Executor,
  filter: { siteIds: number[] | null; status?: number },
  limit: number,
  offset: number,
) {
  const where: SQL[] = [];
  if (filter.siteIds) where.push(inArray(sites.id, filter.siteIds.length ? filter.siteIds : [-1]));
  if (filter.status !== undefined) where.push(eq(sites.status, filter.status));
  return db
    .select(listed)
    .from(sites)
    .where(and(...where))
    .orderBy(asc(sites.id))
    .limit(limit)
    .offset(offset);
}

export async function listedSite(db: Executor, siteId: number): Promise<ListedSite | null> {
  const [row] = await sitePage(db, { siteIds: [siteId] }, 1, 0);
  return row ?? null;
}

/** The id of the site with this code in any case (codes select sites case-insensitively). */
export async function siteIdByCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(sql`lower(${sites.code}) = lower(${code})`);
  return row?.id ?? null;
}

export async function domainTaken(db: Executor, domain: string): Promise<boolean> {
  const [row] = await db.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.domain, domain));
  return Boolean(row);
}

/** New sites are made one at a time, so the checks for a free code and domain hold until the commit. */
export async function lockSiteCreation(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('operator-sites:create', 0))`);
}

/** The template's row and the parts the site writer takes (rules, customer services, resources but native apps). */
export async function templateOf(db: Executor, siteId: number, leaveOutResources: readonly string[]) {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!site) return null;
  // One after another: in a transaction the statements share one connection.
  const registerRules = await db
    .select({
      field: siteRegisterRules.field,
      enabled: siteRegisterRules.enabled,
      required: siteRegisterRules.required,
      patternId: siteRegisterRules.patternId,
      minLength: siteRegisterRules.minLength,
      maxLength: siteRegisterRules.maxLength,
    })
    .from(siteRegisterRules)
    .where(eq(siteRegisterRules.siteId, siteId))
    .orderBy(asc(siteRegisterRules.field));
  const customerServices = await db
    .select({
      csType: siteCustomerServices.csType,
      title: siteCustomerServices.title,
      titles: siteCustomerServices.titles,
      path: siteCustomerServices.path,
    })
    .from(siteCustomerServices)
    .where(eq(siteCustomerServices.siteId, siteId))
    .orderBy(asc(siteCustomerServices.sortOrder), asc(siteCustomerServices.id));
  const resources = await db
    .select({
      resourceType: siteResources.resourceType,
      labelNameEn: siteResources.labelNameEn,
      url: siteResources.url,
    })
    .from(siteResources)
    .where(and(eq(siteResources.siteId, siteId), notInArray(siteResources.resourceType, [...leaveOutResources])))
    .orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
  return { site, registerRules, customerServices, resources };
}

/** Amounts of the template's currency into the new one's: times `num`, divided by `den` (whole minor units). */
export interface Scale {
  num: bigint;
  den: bigint;
}

/**
 * Copies what a site needs to run from the template to the new site, in the caller's transaction: the vendors it
 * offers and its sealed customer-service channels (the vip module copies its levels, the lottery module its games,
 * the cashier module its payment channels).
 */
export async function copySiteSetup(tx: Executor, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${siteVendors} (site_id, vendor_code, enabled, sort_order)
    SELECT ${to}, vendor_code, enabled, sort_order FROM ${siteVendors} WHERE site_id = ${from}`);
  await tx.execute(sql`
    INSERT INTO ${serviceChannels} (site_id, cs_type, title, titles, path_sealed, sort)
    SELECT ${to}, cs_type, title, titles, path_sealed, sort FROM ${serviceChannels} WHERE site_id = ${from}
    ORDER BY sort, id`);
}

/** The site's row, locked until the transaction ends (a change reads its "before" under the lock). */
export async function lockSite(tx: Executor, siteId: number): Promise<SiteRow | null> {
  const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
  return row ?? null;
}

/** Changes the site's row; its trigger tells every instance to read the sites again once committed. */
export async function updateSite(tx: Executor, siteId: number, changes: SiteChanges): Promise<void> {
  await tx
    .update(sites)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sites.id, siteId));
}
