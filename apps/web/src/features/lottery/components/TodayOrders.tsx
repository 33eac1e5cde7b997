import type { LotteryOrder, PlayMenu } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { QueryView } from '../../../components/ui/QueryView';
import { toast } from '../../../components/ui/toast';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useCancelOrder } from '../api/cancel-order';
import { useOrdersToday } from '../api/get-orders-today';
import { useLotteryErrorText } from '../hooks/use-lottery-error-text';
import { useLotteryText } from '../hooks/use-lottery-text';
import { orderIssues, orderOutcome } from '../model/orders';
import { selectionText } from './SlipPanel';
import { StatusBadge } from './StatusBadge';
import './TodayOrders.css';

/** Lines shown before the rest fold away (a long chase has one line per issue). */
const openLines = 3;

/** The member's orders of today in this game: status, payout, and cancel while sales are open. */
export function TodayOrders({ gameCode, menu }: { gameCode: string; menu: PlayMenu }) {
  const { t } = useTranslation();
  const query = useOrdersToday(gameCode);
  const cancel = useCancelOrder(gameCode);
  const errorText = useLotteryErrorText();
  const [cancelling, setCancelling] = useState<LotteryOrder | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.orderNumber);
      toast.success(t('lottery.cancelled', { order: cancelling.orderNumber }));
      setCancelling(null);
    } catch (error) {
      setCancelError(errorText(error));
    }
  };

  return (
    <>
      <QueryView
        query={query}
        isEmpty={(orders) => orders.length === 0}
        empty={{ title: t('lottery.noOrders'), text: t('lottery.noOrdersText') }}
      >
        {(orders) => (
          <ul className="orders" aria-label={t('lottery.todayOrders')}>
            {orders.map((order) => (
              <OrderCard
                key={order.orderNumber}
                order={order}
                menu={menu}
                onCancel={() => {
                  setCancelError(null);
                  setCancelling(order);
                }}
              />
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('lottery.cancelTitle')}
        confirmLabel={t('lottery.cancelConfirm')}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
        pending={cancel.isPending}
        error={cancelError}
      >
        <p>{t('lottery.cancelText', { order: cancelling?.orderNumber ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}

function OrderCard({ order, menu, onCancel }: { order: LotteryOrder; menu: PlayMenu; onCancel: () => void }) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const formatMinor = useFormatMinor();
  const formatTime = useFormatSiteTime();
  const outcome = orderOutcome(order);
  // Total and payout always; a refund or rebate only when there is one.
  const figures = (
    [
      ['total', order.total],
      ['payout', order.payout],
      ['refund', order.refund],
      ['rebate', order.rebate],
    ] as const
  ).filter(([key, amount]) => key === 'total' || key === 'payout' || BigInt(amount) > 0n);
  const lines = order.lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own; their order is fixed
    <li key={index} className="order-line">
      <span className="figures order-line__issue">{line.issueNumber}</span>
      <span className="order-line__play">{text.play(line.playId)}</span>
      <span className="figures order-line__pick">{selectionText(menu, line, text)}</span>
      <span className="figures">{formatMinor(line.stake)}</span>
      <StatusBadge status={line.status} />
      {BigInt(line.payout) > 0n ? (
        <span className="figures order-line__payout">+{formatMinor(line.payout)}</span>
      ) : null}
    </li>
  ));
  return (
    <li className="order" data-testid="lottery-order" data-order={order.orderNumber} data-outcome={outcome}>
      <div className="order__head">
        <span className="order__number figures">{order.orderNumber}</span>
        <StatusBadge status={outcome} />
        <span className="order__time">{formatTime(order.createdAt)}</span>
      </div>
      <p className="order__issues figures">
        {order.chase
          ? t('lottery.chaseOf', { issues: order.chase.issues, range: orderIssues(order) })
          : t('lottery.issueOf', { issue: orderIssues(order) })}
      </p>
      <dl className="order__figures">
        {figures.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`lottery.${key}`)}</dt>
            <dd className="figures">{formatMinor(amount)}</dd>
          </div>
        ))}
      </dl>
      <ul className="order__lines">{lines.slice(0, openLines)}</ul>
      {lines.length > openLines ? (
        <details className="order__more">
          <summary>{t('lottery.moreLines', { n: lines.length - openLines })}</summary>
          <ul className="order__lines">{lines.slice(openLines)}</ul>
        </details>
      ) : null}
      {order.cancellable ? (
        <div className="order__actions">
          <Button
            variant="secondary"
            onClick={onCancel}
            aria-label={`${t('lottery.cancelOrder')} ${order.orderNumber}`}
          >
            {t('lottery.cancelOrder')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
