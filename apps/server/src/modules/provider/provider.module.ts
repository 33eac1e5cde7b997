import type { PortalModule } from '../../platform/portal-module.js';
import { providerRelay, providerRoutes, seamlessRoutes } from './provider.routes.js';
import { builtinRoundRecoveryJob } from './seamless/round-recovery.js';

export const providerModule: PortalModule = ({ db, secrets, sessions }) => ({
  outside: async (app) => {
    await app.register(seamlessRoutes(db, secrets));
  },
  routes: async (api) => {
    await api.register(providerRoutes(db, secrets, sessions));
  },
  relays: providerRelay(db, sessions),
  jobs: [builtinRoundRecoveryJob],
});
