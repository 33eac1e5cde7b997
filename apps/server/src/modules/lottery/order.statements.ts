import type { ConnectionClient } from '../../db/executor.js';
import { jsonWithBigints } from '../../platform/json.js';
import type { LedgerPostArguments } from '../ledger/ledger.service.js';
import type { PricedLineRow } from './order.repository.js';

/**
 * An order in one round trip: the `lottery_place_order` function (db/functions/) holds the issues
 * open, moves the stake through the ledger, and writes the order, its exposure under the cap, its
 * lines and the recent game, as one statement that is its own transaction. The order goes as one JSON
 * argument whose fields the function reads by name, so nothing here mirrors a parameter order. It runs
 * as a named prepared statement, planned once per connection, with no query builder per order.
 */
const placeOrderText = 'SELECT placed_order_id, account_id, balance FROM lottery_place_order($1)';

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

/** The order's id and the entry's balances by account, or null when the member's key was used already. */
export async function placeOrderRows(client: ConnectionClient, entry: LedgerPostArguments, order: OrderRows) {
  const result = await client.query<{ placed_order_id: string; account_id: string; balance: string }>({
    name: 'lottery_place_order',
    text: placeOrderText,
    values: [jsonWithBigints({ ...order, entry })],
  });
  const first = result.rows[0];
  if (!first) return null;
  const balances = new Map(result.rows.map((row) => [BigInt(row.account_id), BigInt(row.balance)]));
  return { orderId: BigInt(first.placed_order_id), balances };
}
