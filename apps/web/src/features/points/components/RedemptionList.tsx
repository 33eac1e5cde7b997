import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { QueryView } from '../../../components/ui/QueryView';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { type PointRedemption, useRedemptions } from '../api/get-redemptions';
import '../../../components/ui/money.css';
import { useFormatPoints } from '../model/use-format-points';

/** The colour of each SPEC §4 redemption state. */
const tone: Record<PointRedemption['status'], string> = {
  in_process: 'warning',
  rejected: 'danger',
  approved: 'success',
};

/**
 * My redemptions and conversions (SPEC §3's fields): when, what (reward or cash), how many of what
 * unit, the points and the value at the point ratio, where it goes, what was paid, the state and the
 * operator's remark.
 */
export function RedemptionList() {
  const { t } = useTranslation();
  const query = useRedemptions();
  const formatMinor = useFormatMinor();
  const formatTime = useFormatSiteTime();
  const formatPoints = useFormatPoints();
  const money = (minor: string | null) => (minor === null ? '—' : formatMinor(minor));
  const columns: Column<PointRedemption>[] = [
    { key: 'time', header: t('points.list.time'), cell: (row) => formatTime(row.time) },
    {
      key: 'item',
      header: t('points.list.item'),
      cell: (row) => (
        <span className="points-item">
          <span>{row.type === 'convert' ? t('points.list.cash') : row.name}</span>
          <span className="points-item__type">{t(`points.type.${row.type}`)}</span>
        </span>
      ),
    },
    {
      key: 'quantity',
      header: t('points.list.quantity'),
      cell: (row) =>
        row.type === 'convert'
          ? formatPoints(row.quantity)
          : t('points.list.quantityOf', { done: row.redeemedQuantity, quantity: row.quantity, unit: row.unit }),
      numeric: true,
    },
    { key: 'points', header: t('points.list.points'), cell: (row) => formatPoints(row.requiredPoints), numeric: true },
    {
      key: 'amount',
      header: t('points.list.amount'),
      cell: (row) => (
        <span className="points-item">
          <span>{money(row.amount)}</span>
          <span className="points-item__type">{t('points.list.ratio', { amount: formatMinor(row.pointRatio) })}</span>
        </span>
      ),
      numeric: true,
    },
    {
      key: 'delivery',
      header: t('points.list.delivery'),
      cell: (row) => row.receivingAddress ?? row.paidAccount ?? t('points.list.mainWallet'),
    },
    { key: 'paid', header: t('points.list.paid'), cell: (row) => money(row.paidAmount), numeric: true },
    {
      key: 'status',
      header: t('points.list.status'),
      cell: (row) => <span className={`badge badge--${tone[row.status]}`}>{t(`points.status.${row.status}`)}</span>,
    },
    { key: 'remark', header: t('points.list.remark'), cell: (row) => row.remark ?? '—' },
  ];
  return (
    <section className="points-section" aria-labelledby="points-redemptions-title">
      <h2 id="points-redemptions-title" className="points-section__title">
        {t('points.redemptionsTitle')}
      </h2>
      <QueryView
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={{ title: t('points.redemptionsEmptyTitle'), text: t('points.redemptionsEmptyText') }}
      >
        {(rows) => (
          <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption={t('points.redemptionsTitle')} />
        )}
      </QueryView>
    </section>
  );
}
