import { createHash, randomBytes } from 'node:crypto';
import type { OrderLineRequest } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { connectionOf, type Executor } from '../src/db/executor.js';
import { lotteryOrders } from '../src/db/schema/index.js';
import { houseAccount, mainAccountOf, postEntry } from '../src/modules/ledger/ledger.service.js';
import { contextOf, type LotteryGame } from '../src/modules/lottery/game.js';
import { lotteryHouseOf } from '../src/modules/lottery/house.js';
import { findIssue, type IssueRow } from '../src/modules/lottery/issue.repository.js';
import { addExposure, insertLines, markRecentlyPlayed, type NewLine } from '../src/modules/lottery/order.repository.js';
import { lineRowsOf } from '../src/modules/lottery/order.service.js';
import { type PricedLine, priceLine } from '../src/modules/lottery/pricing.js';
import { withConnection } from './connection.js';
import { lotteryGameOf } from './lottery.js';

/** One slip a member bought on the issue. */
export interface BulkOrder {
  memberId: bigint;
  lines: OrderLineRequest[];
}

interface Priced extends BulkOrder {
  priced: PricedLine[];
  total: bigint;
}

/** Orders written per transaction, and lines per INSERT (15 columns each, under PostgreSQL's 65,535 parameters). */
const ordersPerChunk = 500;
const linesPerInsert = 2_000;

/**
 * Writes many orders on one issue as `placeOrder` leaves them, without 100,000 HTTP calls: every line
 * priced by the server's own `priceLine` at the issue's draw, the order row with the same columns, each
 * member's exposure counted under the cap, the lines, one ledger entry per order from the member's main
 * wallet to its lottery house account (`postEntry`, same key, kind and memo), the order pointed at its
 * entry, the game marked recently played. Workers write in parallel, each with the members of its own
 * house accounts, so none waits for another's locks. Answers what was written.
 */
export function placeWaitingLotteryOrders(
  databaseUrl: string,
  options: { merchant: string; gameCode: string; issueNumber: string; orders: BulkOrder[]; workers?: number },
): Promise<{ orders: number; lines: number; stake: bigint }> {
  const workers = options.workers ?? 4;
  return withConnection(
    databaseUrl,
    async (db) => {
      // Statistics as a database in service has them, before and after: on a fresh database the ledger's
      // commit-time balance check plans a scan of every account per posting (seconds per chunk's commit),
      // and a draw would plan its statements for lottery tables it believes empty.
      await db.execute(sql`ANALYZE ledger_accounts, postings`);
      const game = await lotteryGameOf(db, options.merchant, options.gameCode);
      const issue = await findIssue(db, game.id, options.issueNumber);
      if (issue?.status !== 'open') throw new Error(`${options.gameCode} ${options.issueNumber} is not open`);
      const context = contextOf(game, issue.drawAt);
      const priced: Priced[] = options.orders.map((order) => {
        const lines = order.lines.map((line, index) => priceLine(line, index, game.settings, context));
        return { ...order, priced: lines, total: lines.reduce((sum, line) => sum + line.stake, 0n) };
      });
      const groups = Array.from({ length: workers }, () => [] as Priced[]);
      for (const order of priced) groups[Number(order.memberId % 8n) % workers]!.push(order);
      await Promise.all(
        groups.map(async (group) => {
          for (let start = 0; start < group.length; start += ordersPerChunk) {
            const chunk = group.slice(start, start + ordersPerChunk);
            await db.transaction((tx) => writeChunk(tx, game, issue, options.issueNumber, chunk));
          }
        }),
      );
      await db.execute(
        sql`ANALYZE lottery_orders, lottery_lines, lottery_exposure, journal_entries, postings, ledger_accounts`,
      );
      return {
        orders: priced.length,
        lines: priced.reduce((sum, order) => sum + order.priced.length, 0),
        stake: priced.reduce((sum, order) => sum + order.total, 0n),
      };
    },
    workers + 1,
  );
}

async function writeChunk(tx: Executor, game: LotteryGame, issue: IssueRow, issueNumber: string, chunk: Priced[]) {
  const createdAt = new Date();
  const numbered = chunk.map((order) => ({
    ...order,
    orderNumber: orderNumberAt(createdAt),
    key: `bulk-${randomBytes(8).toString('hex')}`,
  }));
  const rows = await tx
    .insert(lotteryOrders)
    .values(
      numbered.map((order) => ({
        siteId: game.siteId,
        memberId: order.memberId,
        lotteryGameId: game.id,
        orderNumber: order.orderNumber,
        idempotencyKey: order.key,
        requestHash: createHash('sha256')
          .update(JSON.stringify({ gameCode: game.code, issueNumber, lines: order.lines }))
          .digest('base64url'),
        chase: null,
        total: order.total,
        createdAt,
      })),
    )
    .returning({ id: lotteryOrders.id, orderNumber: lotteryOrders.orderNumber });
  const ids = new Map(rows.map((row) => [row.orderNumber, row.id]));
  const placed = numbered.map((order) => ({ ...order, id: ids.get(order.orderNumber)! }));
  const exposure = new Map<bigint, bigint>();
  for (const order of placed) {
    const potential = order.priced.reduce((sum, line) => sum + line.potential, 0n);
    exposure.set(order.memberId, (exposure.get(order.memberId) ?? 0n) + potential);
  }
  for (const [member, potential] of exposure) {
    if (!(await addExposure(tx, issue.id, member, potential, game.settings.maxPayoutPerIssue))) {
      throw new Error(`member ${member} would pass the payout cap of ${issueNumber}`);
    }
  }
  // All real, as placeOrder decides it for a member who never took demo money (the load's members are funded
  // straight from the house, never by the demo channel).
  const lines: NewLine[] = placed.flatMap((order) =>
    lineRowsOf(order.id, order.memberId, issue.id, order.priced).map((line) => ({ ...line, realStake: line.stake })),
  );
  for (let start = 0; start < lines.length; start += linesPerInsert) {
    await insertLines(tx, lines.slice(start, start + linesPerInsert));
  }
  const entries: string[] = [];
  const accounts = new Map<string, bigint>();
  const cached = async (key: string, find: () => Promise<bigint>) =>
    accounts.get(key) ?? accounts.set(key, await find()).get(key)!;
  for (const order of placed) {
    const wallet = await cached(`member:${order.memberId}`, () => mainAccountOf(tx, order.memberId));
    const houseName = lotteryHouseOf(order.memberId);
    const house = await cached(houseName, () => houseAccount(tx, game.siteId, houseName, game.currency));
    const posted = await postEntry(tx, {
      siteId: game.siteId,
      kind: 'lottery_bet',
      // The key placeOrder gives its entry: the member's and the order's Idempotency-Key.
      idempotencyKey: `lottery:order:${order.memberId}:${order.key}`,
      legs: [
        { accountId: wallet, amount: -order.total },
        { accountId: house, amount: order.total },
      ],
      memo: { game: game.code, category: game.category, order: order.orderNumber },
    });
    entries.push(String(posted.entryId));
  }
  await connectionOf(tx).query(
    `UPDATE lottery_orders o SET entry_id = u.entry FROM unnest($1::bigint[], $2::bigint[]) AS u(id, entry)
     WHERE o.id = u.id`,
    [placed.map((order) => String(order.id)), entries],
  );
  for (const member of exposure.keys()) await markRecentlyPlayed(tx, member, game.gameId);
}

/** The order number `placeOrder` gives (`order.service.ts` newOrderNumber): LT, the date yymmdd, 12 hex digits. */
const orderNumberAt = (at: Date) =>
  `LT${at.toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
