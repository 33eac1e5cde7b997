import type { PortalModule } from '../../platform/portal-module.js';
import { contentAssetRoutes, contentRelay, contentRoutes } from './content.routes.js';
import { helpCenterRoutes } from './help-center.routes.js';
import { operatorContentRoutes } from './operator-content.routes.js';

export const contentModule: PortalModule = ({ db }) => ({
  outside: async (app) => {
    await app.register(contentAssetRoutes(db));
  },
  routes: async (api) => {
    await api.register(contentRoutes(db));
    await api.register(helpCenterRoutes(db));
    await api.register(operatorContentRoutes(db));
  },
  relays: contentRelay(db),
});
