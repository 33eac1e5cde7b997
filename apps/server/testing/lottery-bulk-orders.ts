import { randomBytes } from 'node:crypto';
import { bettingRequestSchema, type OrderLineRequest } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { LotteryCatalog } from '../src/modules/lottery/lottery-catalog.service.js';
import { type LotteryDeps, placeOrder } from '../src/modules/lottery/order.service.js';
import { OrderLookups } from '../src/modules/lottery/order-lookups.js';
import { loadAllSites } from '../src/modules/site/site.repository.js';
import { withConnection } from './connection.js';

/** One slip a member bought on the issue. */
export interface BulkOrder {
  memberId: bigint;
  lines: OrderLineRequest[];
}

/**
 * Places many orders on one issue without 100,000 HTTP calls, each through the server's own write path:
 * the body parsed by the betting route's schema, then `placeOrder` (pricing, the payout cap, one
 * `lottery_place_order` statement per order with its ledger entry), as the route calls it. Workers place
 * in parallel, each with the members of its own lottery house accounts (`lotteryHouseOf`: the member's id
 * modulo 8), so none waits for another's house balance. `at` is the instant the orders are placed at (the
 * clock `placeOrder` checks the sales window by): writing 100,000 lines can outlast a 1-minute issue's sales,
 * so a bench holds the clock where sales were open. Answers what was placed.
 */
export function placeWaitingLotteryOrders(
  databaseUrl: string,
  options: {
    merchant: string;
    gameCode: string;
    issueNumber: string;
    orders: BulkOrder[];
    workers?: number;
    at?: number;
  },
): Promise<{ orders: number; lines: number; stake: bigint }> {
  const workers = options.workers ?? 4;
  return withConnection(
    databaseUrl,
    async (db) => {
      // Statistics as a database in service has them, before and after: on a fresh database the ledger's
      // commit-time balance check plans a scan of every account per posting, and a draw would plan its
      // statements for lottery tables it believes empty.
      await db.execute(sql`ANALYZE ledger_accounts, postings`);
      const site = (await loadAllSites(db)).find((candidate) => candidate.code === options.merchant);
      if (!site) throw new Error(`no site ${options.merchant}`);
      const deps: LotteryDeps = {
        db,
        catalog: new LotteryCatalog(db),
        now: () => options.at ?? Date.now(),
        lookups: new OrderLookups(db),
      };
      const groups = Array.from({ length: workers }, () => [] as BulkOrder[]);
      for (const order of options.orders) groups[Number(order.memberId % 8n) % workers]!.push(order);
      const placed = { orders: 0, lines: 0, stake: 0n };
      await Promise.all(
        groups.map(async (group) => {
          for (const order of group) {
            const body = bettingRequestSchema.parse({
              gameCode: options.gameCode,
              issueNumber: options.issueNumber,
              lines: order.lines,
            });
            const key = `bulk-${randomBytes(8).toString('hex')}`;
            const { order: view } = await placeOrder(deps, site, order.memberId, body, key, 'EN');
            placed.orders += 1;
            placed.lines += order.lines.length;
            placed.stake += BigInt(view.total);
          }
        }),
      );
      await db.execute(
        sql`ANALYZE lottery_orders, lottery_lines, lottery_exposure, journal_entries, postings, ledger_accounts`,
      );
      return placed;
    },
    workers + 1,
  );
}
