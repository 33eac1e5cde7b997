import type { PortalModule } from '../../platform/portal-module.js';
import { agentRoutes } from './agent.routes.js';
import { teamRollupJob } from './team-rollup.js';

export const agentModule: PortalModule = ({ db }) => ({
  routes: async (api) => {
    await api.register(agentRoutes(db));
  },
  jobs: [teamRollupJob],
});
