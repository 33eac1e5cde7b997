import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import type { Job } from '../../../platform/scheduler.js';
import { SeamlessWallet } from '../seamless/seamless.service.js';
import type { GameVendors } from '../vendors/game-vendor.js';
import { Reconciliation } from './reconcile.service.js';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One job per configured vendor (one instance runs it, under its lock): yesterday and today are reconciled
 * every quarter of an hour, so a missed win is repaired within minutes and the day is checked once more whole.
 */
export function reconciliationJobs(db: Database, vendors: GameVendors, clock: Clock): Job[] {
  return [...vendors].map(([provider, vendor]) => ({
    name: `provider.${provider}.reconciliation`,
    everyMs: 15 * 60_000,
    run: async () => {
      const reconciliation = new Reconciliation(db, new SeamlessWallet(db), provider, vendor, () => new Date(clock()));
      const today = clock();
      return (
        (await reconciliation.reconcileDay(dayOf(today - 24 * 60 * 60_000))) +
        (await reconciliation.reconcileDay(dayOf(today)))
      );
    },
  }));
}
