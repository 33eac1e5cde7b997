import type { LotteryOrder } from '@portal/contracts';

/** How an order reads at a glance: still waiting, won, lost, refunded or cancelled. */
export type OrderOutcome = 'waiting' | 'won' | 'lost' | 'refunded' | 'cancelled';

export function orderOutcome(order: LotteryOrder): OrderOutcome {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'active' || order.lines.some((line) => line.status === 'waiting')) return 'waiting';
  if (BigInt(order.payout) > 0n) return 'won';
  if (order.lines.every((line) => line.status !== 'lost' && line.status !== 'won')) return 'refunded';
  return 'lost';
}

/** The issues an order covers: one, or the first to the last of a chase. */
export function orderIssues(order: LotteryOrder): string {
  const issues = [...new Set(order.lines.map((line) => line.issueNumber))].sort();
  if (issues.length <= 1) return issues[0] ?? '';
  return `${issues[0]} – ${issues[issues.length - 1]}`;
}
