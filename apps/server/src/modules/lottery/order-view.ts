import type { LotteryOrder, LotteryUnit } from '@portal/contracts';
import type { LineRow, OrderRow } from './order.repository.js';

const sum = (lines: LineRow[], pick: (line: LineRow) => bigint) =>
  String(lines.reduce((total, line) => total + pick(line), 0n));

/** An order as the member sees it: its lines on every issue, what they paid, and whether it may be cancelled. */
export function orderView(
  order: OrderRow,
  gameCode: string,
  gameName: string,
  lines: LineRow[],
  cancellable: boolean,
): LotteryOrder {
  return {
    orderNumber: order.orderNumber,
    gameCode,
    gameName,
    createdAt: order.createdAt.toISOString(),
    chase: order.chase ?? null,
    status: order.status as LotteryOrder['status'],
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
      group: line.prizeGroup,
      bets: line.bets,
      stake: String(line.stake),
      status: line.status as LotteryOrder['lines'][number]['status'],
      payout: String(line.payout),
      refund: String(line.refund),
      rebate: String(line.rebate),
    })),
  };
}
