import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client.js';
import { auroraSite } from '../src/db/seed/demo-sites.js';
import { insertSite, type SiteDefinition } from '../src/db/seed/site-writer.js';

export interface BuiltSite {
  id: number;
  code: string;
  domain: string;
}

/**
 * Builds a site with a unique merchant code and domain, starting from the demo site's shape so
 * every column is realistic; pass overrides for what a test is about.
 */
export async function buildSite(
  db: Database,
  overrides: { site?: Partial<SiteDefinition['site']> } & Partial<Omit<SiteDefinition, 'site'>> = {},
): Promise<BuiltSite> {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const code = overrides.site?.code ?? `T${suffix}`;
  const domain = `${code.toLowerCase()}.test.localhost`;
  const definition: SiteDefinition = {
    ...auroraSite,
    ...overrides,
    domains: overrides.domains ?? [domain],
    site: { ...auroraSite.site, name: `Test site ${suffix}`, ...overrides.site, code },
  };
  const id = await insertSite(db, definition);
  return { id, code, domain: definition.domains[0] ?? domain };
}
