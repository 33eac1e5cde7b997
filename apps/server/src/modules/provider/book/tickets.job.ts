import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import type { Job } from '../../../platform/scheduler.js';
import type { GameVendors } from '../vendors/game-vendor.js';
import { pullTickets } from './tickets.service.js';

/** The name of a vendor adapter's ticket pull (one job per adapter with a transfer wallet), as the job names it. */
export const ticketsJobName = (provider: string) => `provider.${provider}.book-tickets`;

/**
 * One job per configured vendor with a transfer wallet (one instance runs it, under its lock): every few seconds
 * its settled tickets after the stored cursor reach the record of play, so a settled bet shows within moments.
 */
export function ticketsJobs(db: Database, vendors: GameVendors, clock: Clock, log: FastifyBaseLogger): Job[] {
  return [...vendors].flatMap(([provider, vendor]) => {
    const wallet = vendor.book;
    if (!wallet) return [];
    return [
      {
        name: `provider.${provider}.book-tickets`,
        everyMs: 10_000,
        run: () => pullTickets(db, provider, wallet, { now: () => new Date(clock()), log }),
      },
    ];
  });
}
