import type { OperatorAgentContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { contractView } from './contract-view.js';
import { agentOfSite, contractsHeldBy, settlementsHeldBy } from './operator-contracts.repository.js';
import { settlementView } from './settlement-records.service.js';

/**
 * The operator's view of an agent's contracts (issue 25, the member page of a top agent): every contract it holds,
 * offered, running or ended, and what the latest periods paid. An agent of another site is not found.
 */
export async function agentContractsForOperator(db: Database, site: Site, username: string) {
  const agent = await agentOfSite(db, site.id, username, site.brand.agentTypes);
  if (!agent) throw new AppError('NOT_FOUND', { field: 'agent', message: 'agent: no agent of this site' });
  const [contracts, settlements] = await Promise.all([
    contractsHeldBy(db, agent.id, 50),
    settlementsHeldBy(db, agent.id, 20),
  ]);
  return {
    agent: agent.username,
    topAgent: agent.top,
    contracts: contracts.map((row) => contractView(row, agent.id)),
    settlements: settlements.map((row) => settlementView(row, agent.id)),
  } satisfies OperatorAgentContracts;
}
