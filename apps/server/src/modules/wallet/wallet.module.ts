import type { PortalModule } from '../../platform/portal-module.js';
import { walletRelay } from './wallet.relay.js';
import { walletRoutes } from './wallet.routes.js';

export const walletModule: PortalModule = ({ db }) => ({
  routes: async (api) => {
    await api.register(walletRoutes(db));
  },
  relays: walletRelay(db),
});
