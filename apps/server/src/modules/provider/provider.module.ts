import type { PortalModule } from '../../platform/portal-module.js';
import type { JackpotTermsOf } from '../jackpot/jackpot.module.js';
import { type JackpotDraw, secureDraw } from '../jackpot/jackpot-terms.js';
import { providerRelay, providerRoutes, seamlessRoutes } from './provider.routes.js';
import { reconciliationJobs } from './reconcile/reconcile.job.js';
import { reconcileRoutes } from './reconcile/reconcile.routes.js';
import { builtinRoundRecoveryJob } from './seamless/round-recovery.js';
import { SeamlessWallet } from './seamless/seamless.service.js';
import { gameServerProvider } from './vendors/game-vendor.js';
import { connectVendors, type VendorLinks } from './vendors/vendor-links.js';

/**
 * Launch, the seamless wallet the vendors call, and the betting record; `links` are the configured vendors. The
 * wallet's slot bets fund the site's jackpot (modules/jackpot's terms) and `draw` decides which one wins it.
 */
export const providerModule =
  (links: VendorLinks, jackpotTerms: JackpotTermsOf, draw: JackpotDraw = secureDraw): PortalModule =>
  (deps) => {
    const { db, secrets, sessions, log, clock } = deps;
    const vendors = connectVendors(links, log);
    const configuredSecrets = new Map(links.gameServer ? [[gameServerProvider, links.gameServer.secret]] : []);
    const wallet = new SeamlessWallet(db, { terms: jackpotTerms(deps), draw });
    return {
      outside: async (app) => {
        await app.register(seamlessRoutes(db, secrets, configuredSecrets, wallet));
      },
      routes: async (api) => {
        await api.register(providerRoutes(db, secrets, sessions, vendors));
        await api.register(reconcileRoutes(db));
      },
      relays: providerRelay(db, sessions, vendors),
      jobs: [builtinRoundRecoveryJob, ...reconciliationJobs(db, vendors, clock)],
    };
  };
