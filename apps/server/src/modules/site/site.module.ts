import type { PortalModule } from '../../platform/portal-module.js';
import { operatorAppPackageRoutes } from './app-packages.routes.js';
import { operatorSitesRoutes } from './operator-sites.routes.js';

/** The site registry itself is built by app.ts (the platform resolves sites with it); this is the operator's side. */
export const siteModule: PortalModule = ({ db, sites }) => ({
  routes: async (api) => {
    await api.register(operatorAppPackageRoutes(db));
    await api.register(operatorSitesRoutes({ db, sites }));
  },
});
