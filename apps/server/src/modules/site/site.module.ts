import type { PortalModule } from '../../platform/portal-module.js';
import { operatorAppPackageRoutes } from './app-packages.routes.js';
import { operatorSitesRoutes } from './operator-sites.routes.js';
import { siteListRoutes } from './site-lists.routes.js';
import { siteSettingsRoutes } from './site-settings.routes.js';

/** The site registry itself is built by app.ts (the platform resolves sites with it); this is the operator's side. */
export const siteModule: PortalModule = ({ db, sites, clock, secrets }) => ({
  routes: async (api) => {
    await api.register(operatorAppPackageRoutes(db));
    await api.register(operatorSitesRoutes({ db, sites }));
    await api.register(siteSettingsRoutes({ db, sites, clock }));
    await api.register(siteListRoutes({ db, sites, secrets }));
  },
});
