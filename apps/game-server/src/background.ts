import type { FastifyInstance } from 'fastify';

/**
 * The game server's work of its own, as every running process does it (main.ts, and the processes tests start):
 * every second, rounds a stopped process left staking get their rollback queued, rounds left waiting in ended
 * sessions are finished, and the wins and rollbacks owed to the wallet are delivered until accepted; every quarter
 * of a second the live tables' clock moves them (the most a round closes late). A restart resumes all of it.
 * Answers the function that stops it.
 */
export function startBackgroundWork(app: FastifyInstance): () => void {
  let draining = false;
  let failing = false;
  const drain = setInterval(() => {
    if (draining) return;
    draining = true;
    app.moneyRounds
      .rollBackStaleStakes()
      .then(() => app.houseRounds.finishAbandoned())
      .then(() => app.walletQueue.drainDue())
      .then(() => {
        if (failing) app.log.info('wallet queue drains again');
        failing = false;
      })
      .catch((error: unknown) => {
        // Once per outage, not every second of it.
        if (!failing) app.log.warn({ err: error }, 'wallet queue could not be drained; retrying every second');
        failing = true;
      })
      .finally(() => {
        draining = false;
      });
  }, 1000);
  let dealing = false;
  const deal = setInterval(() => {
    if (dealing) return;
    dealing = true;
    app.liveDealer
      .tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'live tables not dealt; retrying'))
      .finally(() => {
        dealing = false;
      });
  }, 250);
  let booking = false;
  const book = setInterval(() => {
    if (booking) return;
    booking = true;
    app.virtualEvents
      .tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sportsbook events not moved; retrying'))
      .finally(() => {
        booking = false;
      });
  }, 1000);
  return () => {
    clearInterval(drain);
    clearInterval(deal);
    clearInterval(book);
  };
}
