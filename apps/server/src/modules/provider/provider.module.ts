import type { PortalModule } from '../../platform/portal-module.js';
import type { JackpotTermsOf } from '../jackpot/jackpot.module.js';
import { type JackpotDraw, secureDraw } from '../jackpot/jackpot-terms.js';
import { bookFeedRoutes } from './book/feed.routes.js';
import { ticketsJobs } from './book/tickets.job.js';
import { providerRelay, providerRoutes, seamlessRoutes } from './provider.routes.js';
import { reconciliationJobs } from './reconcile/reconcile.job.js';
import { reconcileRoutes } from './reconcile/reconcile.routes.js';
import { SeamlessWallet } from './seamless/seamless.service.js';
import { gameServerStatusRoutes } from './status/status.routes.js';
import type { ConnectedVendors } from './vendors/vendor-links.js';

export interface ProviderSettings {
  /** The configured vendors' adapters (vendor-links.ts; the tests' local vendor in the game server's place). */
  connected: ConnectedVendors;
  jackpotTerms: JackpotTermsOf;
  draw?: JackpotDraw | undefined;
}

/**
 * Launch, the seamless wallet the vendors call, and the betting record. The wallet's slot bets fund the site's
 * jackpot (modules/jackpot's terms) and `draw` decides which one wins it.
 */
export const providerModule =
  ({ connected, jackpotTerms, draw = secureDraw }: ProviderSettings): PortalModule =>
  (deps) => {
    const { db, secrets, sessions, clock, log } = deps;
    const { vendors, secrets: configuredSecrets } = connected;
    const wallet = new SeamlessWallet(db, { terms: jackpotTerms(deps), draw });
    return {
      outside: async (app) => {
        await app.register(seamlessRoutes(db, secrets, configuredSecrets, wallet));
      },
      routes: async (api) => {
        await api.register(providerRoutes(db, sessions, vendors));
        await api.register(reconcileRoutes(db));
        await api.register(gameServerStatusRoutes(db, vendors));
        await api.register(bookFeedRoutes(db, vendors));
      },
      relays: providerRelay(db, sessions, vendors),
      jobs: [...reconciliationJobs(db, vendors, clock), ...ticketsJobs(db, vendors, clock, log)],
    };
  };
