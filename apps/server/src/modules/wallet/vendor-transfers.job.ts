import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Job } from '../../platform/scheduler.js';
import type { Sites } from '../../platform/site-context.js';
import { nextAttemptAt, resolveTransfer } from './vendor-transfer-calls.js';
import { countAttempt, duePending } from './vendor-transfers.repository.js';
import { transferWalletOf, type WalletDeps } from './vendor-wallets.js';
import { allTransferVendors } from './wallet.repository.js';

export interface TransfersJobDeps extends WalletDeps {
  clock: Clock;
  sites: Pick<Sites, 'byId'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export const vendorTransfersJobName = 'wallet.vendor-transfers';
/** How many pending transfers one run takes up, oldest first. */
export const transfersBatch = 50;

/**
 * Finishes the transfers whose vendor answer was lost (a timeout, a vendor or a portal that went down between the
 * two legs): every few seconds, a bounded batch of those due, each asked at its vendor by key (vendor-transfer-
 * calls.ts). A vendor that does not answer is left for the next run: its other transfers are not asked this time.
 * Answers how many it finished.
 */
export function vendorTransfersJob(deps: TransfersJobDeps): Job {
  return {
    name: vendorTransfersJobName,
    everyMs: 5_000,
    run: async () => {
      const due = await duePending(deps.db, new Date(deps.clock()), transfersBatch);
      if (due.length === 0) return 0;
      const vendors = await allTransferVendors(deps.db);
      const silent = new Set<string>();
      let finished = 0;
      for (const row of due) {
        const vendor = vendors.get(row.vendorCode);
        const wallet = vendor ? transferWalletOf(deps.vendors, vendor) : undefined;
        const site = deps.sites.byId(row.siteId);
        if (!vendor || !wallet || !site) {
          // Nothing can ask it now (no adapter configured): left pending, looked at again later, never guessed.
          await countAttempt(deps.db, row.id, nextAttemptAt(deps.clock(), row.attempts + 1));
          continue;
        }
        if (silent.has(vendor.provider)) continue;
        try {
          const after = await resolveTransfer(deps.db, { row, siteCode: site.code, wallet }, deps.clock);
          if (after.status === 'pending') silent.add(vendor.provider);
          else finished++;
        } catch (error) {
          deps.log.warn({ err: error, transfer: String(row.id) }, 'a pending vendor transfer could not be finished');
        }
      }
      return finished;
    },
  };
}
