import type { PortalModule } from '../../platform/portal-module.js';
import { installRoutes } from './install.routes.js';
import { systemRoutes } from './system.routes.js';

export const systemModule: PortalModule = ({ clock }) => ({
  outside: async (app) => {
    await app.register(installRoutes);
  },
  routes: async (api) => {
    await api.register(systemRoutes(clock));
  },
});
