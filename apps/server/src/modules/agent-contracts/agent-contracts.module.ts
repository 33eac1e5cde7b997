import type { PortalModule } from '../../platform/portal-module.js';
import { contractRelays } from './contract.relay.js';
import { contractRoutes } from './contract.routes.js';
import { contractSettlementJob } from './settlement.job.js';

export const agentContractsModule: PortalModule = ({ db, sites, clock }) => {
  const contracts = { sites, now: clock };
  return {
    routes: async (api) => {
      await api.register(contractRoutes(db, contracts));
    },
    relays: contractRelays(db, clock),
    jobs: [contractSettlementJob(contracts)],
  };
};
