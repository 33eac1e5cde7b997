import type { PortalModule } from '../../platform/portal-module.js';
import { operatorRoutes } from './operator.routes.js';

export const operatorModule: PortalModule = (deps) => ({
  routes: async (api) => {
    await api.register(
      operatorRoutes({ db: deps.db, secrets: deps.secrets, throttle: deps.throttle }, deps.sites, deps.clock),
    );
  },
});
