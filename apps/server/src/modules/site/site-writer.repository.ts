import type { CustomerService, RegisterRule, Resource } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import { siteCustomerServices, siteDomains, siteRegisterRules, siteResources, sites } from '../../db/schema/index.js';

export type SiteRowInput = typeof sites.$inferInsert;

/** Everything that makes a site, as the seed, the test factories and the console's new site describe one. */
export interface SiteDefinition {
  site: SiteRowInput;
  /** The first domain is the main one. */
  domains: string[];
  registerRules: Omit<RegisterRule, 'acceptedPattern'>[];
  customerServices: CustomerService[];
  resources: Resource[];
}

/**
 * Writes a site and its parts in the caller's transaction; returns the new site's id. The site tables' triggers tell
 * every instance's site registry to read the sites again once the transaction commits.
 */
export async function writeSite(tx: Executor, definition: SiteDefinition): Promise<number> {
  const [row] = await tx.insert(sites).values(definition.site).returning({ id: sites.id });
  if (!row) throw new Error('site insert returned no row');
  const siteId = row.id;
  if (definition.domains.length > 0) {
    await tx
      .insert(siteDomains)
      .values(definition.domains.map((domain, index) => ({ domain, siteId, isMain: index === 0 })));
  }
  if (definition.registerRules.length > 0) {
    await tx.insert(siteRegisterRules).values(definition.registerRules.map((rule) => ({ ...rule, siteId })));
  }
  if (definition.customerServices.length > 0) {
    await tx
      .insert(siteCustomerServices)
      .values(definition.customerServices.map((entry, sortOrder) => ({ ...entry, siteId, sortOrder })));
  }
  if (definition.resources.length > 0) {
    await tx
      .insert(siteResources)
      .values(definition.resources.map((entry, sortOrder) => ({ ...entry, siteId, sortOrder })));
  }
  return siteId;
}
