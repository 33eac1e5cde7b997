import type { ModuleDeps, PortalModule } from '../../platform/portal-module.js';
import { jackpotRoutes } from './jackpot.routes.js';
import { termsChannel, wonChannel } from './jackpot.service.js';
import { JackpotFeed } from './jackpot-feed.js';
import { JackpotTermsCache } from './jackpot-terms.js';

/** How a module reaches the app's one jackpot terms cache. */
export type JackpotTermsOf = (deps: ModuleDeps) => JackpotTermsCache;

/**
 * One terms cache per app, shared by the bets (the provider's seamless wallet reads it) and the operator's changes
 * (this module forgets what changed at once; other instances forget on the `jackpot_terms` notification, and
 * everything when the listener was lost, as a notification may have been missed meanwhile).
 */
export function sharedJackpotTerms(): JackpotTermsOf {
  let made: JackpotTermsCache | null = null;
  return ({ db, clock, listener }) => {
    if (made) return made;
    const terms = new JackpotTermsCache(db, clock);
    listener.on(termsChannel, (siteId) => terms.forget(Number(siteId)));
    listener.onLost(() => terms.forget());
    made = terms;
    return terms;
  };
}

/** The site's progressive jackpot: its terms, its pool pushed to the ticker, its wins (issue 24). */
export const jackpotModule =
  (termsOf: JackpotTermsOf): PortalModule =>
  (deps) => {
    const terms = termsOf(deps);
    const feed = new JackpotFeed(deps.db, deps.log);
    deps.listener.on(wonChannel, (siteId) => void feed.refresh(Number(siteId)));
    return {
      routes: async (api) => {
        await api.register(jackpotRoutes(deps.db, feed, terms));
      },
    };
  };
