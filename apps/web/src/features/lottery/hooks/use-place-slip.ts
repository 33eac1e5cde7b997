import type { BettingRequest, PlayMenu } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/http';
import type { TimedIssue } from '../api/get-open-issue';
import { lotteryKeys } from '../api/keys';
import { usePlaceOrder } from '../api/place-order';
import { chaseTotal } from '../model/money';
import { orderLines, slipTotals } from '../model/slip';
import type { Slip } from './use-slip';

export interface PlaceFailure {
  error: unknown;
  /** The issue the refused slip was meant for. */
  issueNumber: string;
}

export const salesClosed = (failure: PlaceFailure | null) =>
  failure?.error instanceof ApiError && failure.error.code === 'LOTTERY_SALES_CLOSED';

/** What the slip costs: per issue, over a chase, and the rebate of its group-scaled lines. */
export function useSlipTotals(menu: PlayMenu, slip: Slip) {
  const totals = slipTotals(menu, slip.lines, slip.group);
  const { enabled, issues, double } = slip.chase;
  const slipAt = (factor: bigint) => slipTotals(menu, slip.lines, slip.group, factor).total;
  const total = enabled ? chaseTotal(slipAt, issues, double) : totals.total;
  return { ...totals, perIssue: totals.total, total };
}

/**
 * Places the slip on the open issue with the total it shows. A refusal is kept with the issue it was
 * for; a closed sale reads the open issue again so the slip can go on the next one.
 */
export function usePlaceSlip({
  gameCode,
  menu,
  slip,
  issue,
  onPlaced,
}: {
  gameCode: string;
  menu: PlayMenu;
  slip: Slip;
  issue: TimedIssue | undefined;
  onPlaced?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = usePlaceOrder(gameCode);
  const [failure, setFailure] = useState<PlaceFailure | null>(null);
  const totals = useSlipTotals(menu, slip);

  const place = async () => {
    if (!issue || slip.lines.length === 0) return;
    const { enabled, issues, double, stopOnWin } = slip.chase;
    const body: BettingRequest = {
      gameCode,
      issueNumber: issue.issueNumber,
      lines: orderLines(menu, slip.lines, slip.group),
      ...(enabled ? { chase: { issues, double, stopOnWin } } : {}),
      expectedTotal: totals.total.toString(),
    };
    setFailure(null);
    try {
      const result = await mutation.mutateAsync(body);
      toast.success(t('lottery.placed', { order: result.order.orderNumber, issue: issue.issueNumber }));
      slip.clear();
      onPlaced?.();
    } catch (error) {
      const refused = { error, issueNumber: issue.issueNumber };
      setFailure(refused);
      if (salesClosed(refused)) void queryClient.invalidateQueries({ queryKey: lotteryKeys.openIssue(gameCode) });
    }
  };

  return { totals, place, pending: mutation.isPending, failure, dismiss: () => setFailure(null) };
}

export type Placement = ReturnType<typeof usePlaceSlip>;
