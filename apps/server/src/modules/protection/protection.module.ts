import type { PortalModule } from '../../platform/portal-module.js';
import { protectionRoutes } from './protection.routes.js';

/** Player protection (issue 28): the limits members set on their own play. */
export const protectionModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(protectionRoutes({ db, clock }));
  },
});
