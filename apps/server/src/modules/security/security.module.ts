import type { PortalModule } from '../../platform/portal-module.js';
import { securityRoutes } from './security.routes.js';

export const securityModule: PortalModule = ({ db }) => ({
  routes: async (api) => {
    await api.register(securityRoutes(db));
  },
});
