import type { PortalModule } from '../../platform/portal-module.js';
import { gamesAssetRoutes, gamesRelay, gamesRoutes } from './games.routes.js';
import { operatorGamesRoutes } from './operator-games.routes.js';

export const gamesModule: PortalModule = ({ db }) => ({
  outside: async (app) => {
    await app.register(gamesAssetRoutes(db));
  },
  routes: async (api) => {
    await api.register(gamesRoutes(db));
    await api.register(operatorGamesRoutes(db));
  },
  relays: gamesRelay(db),
});
