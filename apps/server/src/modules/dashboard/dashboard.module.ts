import type { PortalModule } from '../../platform/portal-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

/** The operator's dashboard: reads the cashier, the record of play and the ledger; writes nothing. */
export const dashboardModule: PortalModule = ({ db }) => ({
  routes: async (api) => {
    await api.register(dashboardRoutes(db));
  },
});
