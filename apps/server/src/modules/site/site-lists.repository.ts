import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  serviceChannels,
  siteCustomerServices,
  siteDomains,
  siteRegisterRules,
  siteResources,
} from '../../db/schema/index.js';
import { packageResourceTypes } from './app-packages.repository.js';

/** Changes to one site's lists run one at a time (the checks of "at least one domain", "one main" hold). */
export async function lockSiteLists(tx: Executor, siteId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('site-lists:' || ${siteId}::text, 0))`);
}

export type RuleRow = Omit<typeof siteRegisterRules.$inferSelect, 'siteId'>;
const ruleColumns = {
  field: siteRegisterRules.field,
  enabled: siteRegisterRules.enabled,
  required: siteRegisterRules.required,
  patternId: siteRegisterRules.patternId,
  minLength: siteRegisterRules.minLength,
  maxLength: siteRegisterRules.maxLength,
};

export function registerRulesOf(db: Executor, siteId: number): Promise<RuleRow[]> {
  return db
    .select(ruleColumns)
    .from(siteRegisterRules)
    .where(eq(siteRegisterRules.siteId, siteId))
    .orderBy(asc(siteRegisterRules.field));
}

/** The site's rules become `rules`; the table's trigger tells every instance once committed. */
export async function replaceRegisterRules(tx: Executor, siteId: number, rules: RuleRow[]): Promise<void> {
  await tx.delete(siteRegisterRules).where(eq(siteRegisterRules.siteId, siteId));
  if (rules.length > 0) await tx.insert(siteRegisterRules).values(rules.map((rule) => ({ ...rule, siteId })));
}

export type ServiceRow = typeof siteCustomerServices.$inferSelect;
export type ServiceInput = Pick<ServiceRow, 'csType' | 'title' | 'titles' | 'path'> & { sortOrder?: number };

export function customerServicesOf(db: Executor, siteId: number): Promise<ServiceRow[]> {
  return db
    .select()
    .from(siteCustomerServices)
    .where(eq(siteCustomerServices.siteId, siteId))
    .orderBy(asc(siteCustomerServices.sortOrder), asc(siteCustomerServices.id));
}

export async function customerServiceOf(db: Executor, siteId: number, id: number): Promise<ServiceRow | null> {
  const [row] = await db
    .select()
    .from(siteCustomerServices)
    .where(and(eq(siteCustomerServices.siteId, siteId), eq(siteCustomerServices.id, id)));
  return row ?? null;
}

/** The next place at the end of a list: one past the largest sort order (0 for an empty list). */
async function nextSort(db: Executor, table: typeof siteCustomerServices | typeof siteResources, siteId: number) {
  const [row] = await db
    .select({ sort: table.sortOrder })
    .from(table)
    .where(eq(table.siteId, siteId))
    .orderBy(desc(table.sortOrder))
    .limit(1);
  return row ? Math.min(row.sort + 1, 999) : 0;
}

export async function insertCustomerService(tx: Executor, siteId: number, input: ServiceInput): Promise<ServiceRow> {
  const sortOrder = input.sortOrder ?? (await nextSort(tx, siteCustomerServices, siteId));
  const [row] = await tx
    .insert(siteCustomerServices)
    .values({ ...input, siteId, sortOrder })
    .returning();
  return row!;
}

export async function updateCustomerService(tx: Executor, siteId: number, id: number, input: ServiceInput) {
  const [row] = await tx
    .update(siteCustomerServices)
    .set(input)
    .where(and(eq(siteCustomerServices.siteId, siteId), eq(siteCustomerServices.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCustomerService(tx: Executor, siteId: number, id: number): Promise<void> {
  await tx
    .delete(siteCustomerServices)
    .where(and(eq(siteCustomerServices.siteId, siteId), eq(siteCustomerServices.id, id)));
}

/**
 * The sealed channels members list (CBS_modelList) become the settings' channels again, in their order, each path
 * sealed by `seal`: the two tables say the same after every change.
 */
export async function resealServiceChannels(tx: Executor, siteId: number, seal: (path: string) => string) {
  const rows = await customerServicesOf(tx, siteId);
  await tx.delete(serviceChannels).where(eq(serviceChannels.siteId, siteId));
  if (rows.length === 0) return;
  await tx.insert(serviceChannels).values(
    rows.map((row) => ({
      siteId,
      csType: row.csType,
      title: row.title,
      titles: row.titles,
      pathSealed: seal(row.path),
      sort: row.sortOrder,
    })),
  );
}

/**
 * A customer-service channel's titles per language (the site-texts call writes them through the site service): on
 * the site's settings (the permission's list) and on the sealed channel made from them (CBS_modelList), together.
 * The titles as stored now (the settings' first, else the sealed channel's); null when neither has the channel.
 */
export async function setServiceChannelTitles(
  db: Executor,
  siteId: number,
  csType: string,
  maps: { titles?: Record<string, string> },
) {
  const changes = maps.titles === undefined ? {} : { titles: maps.titles };
  const [onSettings] = await db
    .update(siteCustomerServices)
    .set(changes)
    .where(and(eq(siteCustomerServices.siteId, siteId), eq(siteCustomerServices.csType, csType)))
    .returning({ titles: siteCustomerServices.titles });
  const [onChannels] = await db
    .update(serviceChannels)
    .set(changes)
    .where(and(eq(serviceChannels.siteId, siteId), eq(serviceChannels.csType, csType)))
    .returning({ titles: serviceChannels.titles });
  return onSettings ?? onChannels ?? null;
}

export type ResourceRow = typeof siteResources.$inferSelect;
export type ResourceInput = Pick<ResourceRow, 'resourceType' | 'labelNameEn' | 'url'> & { sortOrder?: number };
/** The native packages are the app packages' call's (app-packages.repository.ts), never this list's. */
const packageTypes = Object.values(packageResourceTypes);
const isLink = notInArray(siteResources.resourceType, packageTypes);

export function resourcesOf(db: Executor, siteId: number): Promise<ResourceRow[]> {
  return db
    .select()
    .from(siteResources)
    .where(and(eq(siteResources.siteId, siteId), isLink))
    .orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
}

export async function resourceOf(db: Executor, siteId: number, id: number): Promise<ResourceRow | null> {
  const [row] = await db
    .select()
    .from(siteResources)
    .where(and(eq(siteResources.siteId, siteId), eq(siteResources.id, id), isLink));
  return row ?? null;
}

export async function insertResource(tx: Executor, siteId: number, input: ResourceInput): Promise<ResourceRow> {
  const sortOrder = input.sortOrder ?? (await nextSort(tx, siteResources, siteId));
  const [row] = await tx
    .insert(siteResources)
    .values({ ...input, siteId, sortOrder })
    .returning();
  return row!;
}

export async function updateResource(tx: Executor, siteId: number, id: number, input: ResourceInput) {
  const [row] = await tx
    .update(siteResources)
    .set(input)
    .where(and(eq(siteResources.siteId, siteId), eq(siteResources.id, id), isLink))
    .returning();
  return row ?? null;
}

export async function deleteResource(tx: Executor, siteId: number, id: number): Promise<void> {
  await tx.delete(siteResources).where(and(eq(siteResources.siteId, siteId), eq(siteResources.id, id), isLink));
}

export type DomainRow = { domain: string; isMain: boolean };

/** The site's domains, the main one first. */
export function domainsOf(db: Executor, siteId: number): Promise<DomainRow[]> {
  return db
    .select({ domain: siteDomains.domain, isMain: siteDomains.isMain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(desc(siteDomains.isMain), asc(siteDomains.domain));
}

/** Adds the domain to the site unless any site has it (the key decides a race): whether it was added. */
export async function insertDomain(tx: Executor, siteId: number, domain: string): Promise<boolean> {
  const rows = await tx
    .insert(siteDomains)
    .values({ domain, siteId, isMain: false })
    .onConflictDoNothing({ target: siteDomains.domain })
    .returning({ domain: siteDomains.domain });
  return rows.length === 1;
}

/** Makes `domain` the site's one main domain. */
export async function setMainDomain(tx: Executor, siteId: number, domain: string): Promise<void> {
  await tx
    .update(siteDomains)
    .set({ isMain: sql`${siteDomains.domain} = ${domain}` })
    .where(eq(siteDomains.siteId, siteId));
}

export async function deleteDomain(tx: Executor, siteId: number, domain: string): Promise<void> {
  await tx.delete(siteDomains).where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.domain, domain)));
}
