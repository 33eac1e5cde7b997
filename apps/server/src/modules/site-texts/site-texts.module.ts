import type { PortalModule } from '../../platform/portal-module.js';
import { operatorSiteTextRoutes } from './site-texts.routes.js';

export const siteTextsModule: PortalModule = ({ db, sites }) => ({
  routes: async (api) => {
    await api.register(operatorSiteTextRoutes(db, sites));
  },
});
