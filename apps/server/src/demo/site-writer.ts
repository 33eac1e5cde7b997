import type { CustomerService, RegisterRule, Resource } from '@portal/contracts';
import type { Database } from '../db/client.js';
import { siteCustomerServices, siteDomains, siteRegisterRules, siteResources, sites } from '../db/schema/index.js';

export type SiteRowInput = typeof sites.$inferInsert;

/** Everything that makes a site, as the seed and the test factories describe one. */
export interface SiteDefinition {
  site: SiteRowInput;
  /** The first domain is the main one. */
  domains: string[];
  registerRules: Omit<RegisterRule, 'acceptedPattern'>[];
  customerServices: CustomerService[];
  resources: Resource[];
}

/** Writes a site and its parts in one transaction; returns the new site's id. */
export async function insertSite(db: Database, definition: SiteDefinition): Promise<number> {
  return db.transaction(async (tx) => {
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
  });
}
