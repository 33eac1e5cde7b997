import type { ContractKind } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { Site } from '../../platform/site.types.js';
import { contractsPastTheirEnd } from './contract.repository.js';
import { endContract } from './coverage.service.js';

/**
 * Contracts offered with a last day end at the site-local midnight after it (an offer not yet
 * answered lapses): the periods up to that midnight still settle, and what the downline gave ends too.
 */
export async function expireContracts(
  tx: Executor,
  deps: { sites: { byId(id: number): Site | null } },
  kinds: readonly ContractKind[],
  now: Date,
): Promise<void> {
  for (const row of await contractsPastTheirEnd(tx, kinds, now)) {
    const site = deps.sites.byId(row.site_id);
    if (site) await endContract(tx, site, row, 'finished', 'expired', row.ends_at);
  }
}
