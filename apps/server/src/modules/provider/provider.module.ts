import type { PortalModule } from '../../platform/portal-module.js';
import { providerRelay, providerRoutes, seamlessRoutes } from './provider.routes.js';
import { reconciliationJobs } from './reconcile/reconcile.job.js';
import { reconcileRoutes } from './reconcile/reconcile.routes.js';
import { builtinRoundRecoveryJob } from './seamless/round-recovery.js';
import { gameServerProvider } from './vendors/game-vendor.js';
import { connectVendors, type VendorLinks } from './vendors/vendor-links.js';

/** Launch, the seamless wallet the vendors call, and the betting record; `links` are the configured vendors. */
export const providerModule =
  (links: VendorLinks): PortalModule =>
  ({ db, secrets, sessions, log, clock }) => {
    const vendors = connectVendors(links, log);
    const configuredSecrets = new Map(links.gameServer ? [[gameServerProvider, links.gameServer.secret]] : []);
    return {
      outside: async (app) => {
        await app.register(seamlessRoutes(db, secrets, configuredSecrets));
      },
      routes: async (api) => {
        await api.register(providerRoutes(db, secrets, sessions, vendors));
        await api.register(reconcileRoutes(db));
      },
      relays: providerRelay(db, sessions, vendors),
      jobs: [builtinRoundRecoveryJob, ...reconciliationJobs(db, vendors, clock)],
    };
  };
