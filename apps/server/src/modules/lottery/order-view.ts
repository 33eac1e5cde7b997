import type { LotteryOrder, LotteryUnit } from '@portal/contracts';
import type { LineRow, OrderRow } from './order.repository.js';

type OrderFields = Pick<OrderRow, 'orderNumber' | 'createdAt' | 'chase' | 'status' | 'total'>;
/** A line as stored, or as just written (then it waits, and has paid nothing yet). */
type LineFields = Pick<LineRow, 'issueNumber' | 'playId' | 'selection' | 'unit' | 'multiple' | 'bets' | 'stake'> &
  Partial<Pick<LineRow, 'prizeGroup' | 'status' | 'payout' | 'refund' | 'rebate'>>;

const sum = (lines: LineFields[], pick: (line: LineFields) => bigint | undefined) =>
  String(lines.reduce((total, line) => total + (pick(line) ?? 0n), 0n));

/** An order as the member sees it: its lines on every issue, what they paid, and whether it may be cancelled. */
export function orderView(
  order: OrderFields,
  gameCode: string,
  gameName: string,
  lines: LineFields[],
  cancellable: boolean,
): LotteryOrder {
  return {
    orderNumber: order.orderNumber,
    gameCode,
    gameName,
    createdAt: order.createdAt.toISOString(),
    chase: order.chase ?? null,
    status: order.status,
    total: String(order.total),
    payout: sum(lines, (line) => line.payout),
    refund: sum(lines, (line) => line.refund),
    rebate: sum(lines, (line) => line.rebate),
    cancellable,
    lines: lines.map((line) => ({
      issueNumber: line.issueNumber,
      playId: line.playId,
      selection: line.selection,
      unit: line.unit as LotteryUnit,
      multiple: line.multiple,
      group: line.prizeGroup ?? null,
      bets: line.bets,
      stake: String(line.stake),
      status: (line.status ?? 'waiting') as LotteryOrder['lines'][number]['status'],
      payout: String(line.payout ?? 0n),
      refund: String(line.refund ?? 0n),
      rebate: String(line.rebate ?? 0n),
    })),
  };
}
