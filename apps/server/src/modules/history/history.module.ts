import type { PortalModule } from '../../platform/portal-module.js';
import { historyRelay, historyRoutes } from './history.routes.js';

export const historyModule: PortalModule = ({ db }) => ({
  routes: async (api) => {
    await api.register(historyRoutes(db));
  },
  relays: historyRelay(db),
});
