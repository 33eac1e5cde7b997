import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/QueryView';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { type PointRedemption, useRedemptions } from '../api/get-redemptions';
import { useFormatPoints } from '../model/use-format-points';
import '../../../components/ui/money.css';
import './redemptions.css';

/** The colour of each SPEC §4 redemption state. */
const tone: Record<PointRedemption['status'], string> = {
  in_process: 'warning',
  rejected: 'danger',
  approved: 'success',
};

/**
 * My redemptions and conversions (SPEC §3's fields): when, what (reward or cash), how many of what
 * unit, the points and the value at the point ratio, where it goes, what was paid, the state and the
 * operator's remark. One card each: nine columns would not fit the member centre, let alone a phone.
 */
export function RedemptionList() {
  const { t } = useTranslation();
  const query = useRedemptions();
  const formatMinor = useFormatMinor();
  const formatTime = useFormatSiteTime();
  const formatPoints = useFormatPoints();
  const money = (minor: string | null) => (minor === null ? '—' : formatMinor(minor));
  const facts = (row: PointRedemption) => [
    {
      label: t('points.list.quantity'),
      value:
        row.type === 'convert'
          ? formatPoints(row.quantity)
          : t('points.list.quantityOf', { done: row.redeemedQuantity, quantity: row.quantity, unit: row.unit }),
    },
    { label: t('points.list.points'), value: formatPoints(row.requiredPoints) },
    { label: t('points.list.amount'), value: money(row.amount) },
    { label: t('points.list.pointRatio'), value: t('points.list.ratio', { amount: formatMinor(row.pointRatio) }) },
    { label: t('points.list.paid'), value: money(row.paidAmount) },
    {
      label: t('points.list.delivery'),
      value: row.receivingAddress ?? row.paidAccount ?? t('points.list.mainWallet'),
      wide: true,
    },
    { label: t('points.list.remark'), value: row.remark ?? '—', wide: true },
  ];
  return (
    <section className="stack stack--4 points-section" aria-labelledby="points-redemptions-title">
      <h2 id="points-redemptions-title" className="points-section__title">
        {t('points.redemptionsTitle')}
      </h2>
      <QueryView
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={{ title: t('points.redemptionsEmptyTitle'), text: t('points.redemptionsEmptyText') }}
      >
        {(rows) => (
          <ul className="redemptions" aria-labelledby="points-redemptions-title">
            {rows.map((row) => (
              <li key={row.id} className="surface redemption" data-testid={`redemption-${row.id}`}>
                <div className="redemption__head">
                  <div>
                    <p className="redemption__name">
                      {row.type === 'convert' ? t('points.list.cash') : row.name}
                      <span className="redemption__type">{t(`points.type.${row.type}`)}</span>
                    </p>
                    <p className="redemption__time">{formatTime(row.time)}</p>
                  </div>
                  <span className={`badge badge--${tone[row.status]}`}>{t(`points.status.${row.status}`)}</span>
                </div>
                <dl className="redemption__facts">
                  {facts(row).map((fact) => (
                    <div key={fact.label} className={fact.wide ? 'redemption__fact--wide' : undefined}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
