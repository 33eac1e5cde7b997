import type { ConnectionClient } from '../../db/executor.js';
import type { LedgerPostArguments } from '../ledger/ledger.service.js';
import type { PricedLineRow } from './order.repository.js';

/**
 * An order in one round trip: the `lottery_place_order` function (migration 0018) holds the issues
 * open, moves the stake through the ledger, and writes the order, its exposure under the cap, its
 * lines and the recent game, as one statement that is its own transaction. It runs as a named
 * prepared statement, planned once per connection, with no query builder per order.
 */
const placeOrderText = `SELECT placed_order_id, account_id, balance FROM lottery_place_order(
  $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
  $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31)`;

export interface OrderRows {
  memberId: bigint;
  lotteryGameId: number;
  gameId: bigint;
  orderNumber: string;
  idempotencyKey: string;
  requestHash: string;
  chase: unknown;
  total: bigint;
  createdAt: Date;
  /** Each issue bet on, with the most its lines there could pay. */
  issues: { id: bigint; potential: bigint }[];
  /** The per-issue payout cap. */
  cap: bigint;
  lines: PricedLineRow[];
}

/** Why the database refused an order (SQLSTATEs raised by lottery_place_order). */
export const orderRefusals = { salesClosed: 'LT001', overCap: 'LT002' } as const;

const ids = (values: bigint[]) => values.map(String);
const column = <T>(lines: PricedLineRow[], pick: (line: PricedLineRow) => T) => lines.map(pick);

/** The order's id and the entry's balances by account, or null when the member's key was used already. */
export async function placeOrderRows(client: ConnectionClient, entry: LedgerPostArguments, order: OrderRows) {
  const { lines } = order;
  const result = await client.query<{ placed_order_id: string; account_id: string; balance: string }>({
    name: 'lottery_place_order',
    text: placeOrderText,
    values: [
      entry.siteId,
      entry.kind,
      entry.idempotencyKey,
      entry.requestHash,
      JSON.stringify(entry.memo),
      ids(entry.accountIds),
      ids(entry.amounts),
      String(order.memberId),
      order.lotteryGameId,
      String(order.gameId),
      order.orderNumber,
      order.idempotencyKey,
      order.requestHash,
      order.chase === null ? null : JSON.stringify(order.chase),
      String(order.total),
      order.createdAt,
      ids(order.issues.map((issue) => issue.id)),
      ids(order.issues.map((issue) => issue.potential)),
      String(order.cap),
      column(lines, (line) => String(line.issueId)),
      column(lines, (line) => line.lineNo),
      column(lines, (line) => line.playId),
      column(lines, (line) => JSON.stringify(line.selection)),
      column(lines, (line) => line.unit),
      column(lines, (line) => line.multiple),
      column(lines, (line) => line.prizeGroup ?? null),
      column(lines, (line) => line.bets),
      column(lines, (line) => String(line.betStake)),
      column(lines, (line) => String(line.stake)),
      column(lines, (line) => JSON.stringify(line.prizes)),
      column(lines, (line) => String(line.rebateDue ?? 0n)),
    ],
  });
  const first = result.rows[0];
  if (!first) return null;
  const balances = new Map(result.rows.map((row) => [BigInt(row.account_id), BigInt(row.balance)]));
  return { orderId: BigInt(first.placed_order_id), balances };
}
