import { contractSettlementJobName } from '../src/modules/agent-contracts/settlement.job.js';
import { type SettlementSummary, settleContracts } from '../src/modules/agent-contracts/settlement.service.js';
import { loadAllSites } from '../src/modules/site/site.repository.js';
import { runLocked } from '../src/platform/scheduler.js';
import { withConnection } from './connection.js';

/**
 * Runs the contract settlement as its job does (its lock, one transaction), with its clock set to
 * `at`: a journey settles today's periods by running it at a later instant instead of waiting for it.
 */
export function settleContractsAt(databaseUrl: string, at: Date): Promise<SettlementSummary> {
  return withConnection(databaseUrl, async (db) => {
    const sites = await loadAllSites(db);
    const deps = {
      sites: { byId: (id: number) => sites.find((site) => site.id === id) ?? null },
      now: () => at.getTime(),
    };
    for (;;) {
      const summary = await runLocked(db, contractSettlementJobName, (tx) => settleContracts(tx, deps));
      if (summary) return summary;
    }
  });
}
