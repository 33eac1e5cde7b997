import type { ReferralSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useReferralRules } from '../model/use-referral-rules';

/** How the referral works on this site, in words, and my figures so far. */
export function ReferralOverview({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const lines = useReferralRules()(summary.rules);
  const { totals, rules } = summary;
  const figures = [
    { key: 'referred', label: t('referral.totals.referred'), value: String(totals.referred) },
    { key: 'qualified', label: t('referral.totals.qualified'), value: String(totals.qualified) },
    {
      key: 'rewarded',
      label: t('referral.totals.rewarded'),
      value: String(totals.rewarded),
      note: rules ? t('referral.totals.thisMonth', { count: totals.rewardedThisMonth, cap: rules.monthlyCap }) : null,
    },
    { key: 'earned', label: t('referral.totals.earned'), value: formatMinor(totals.earned), money: true },
  ];
  return (
    <div className="referral__overview">
      <section className="surface referral__panel" aria-labelledby="referral-rules-title">
        <h2 id="referral-rules-title" className="referral__title">
          {t('referral.rulesTitle')}
        </h2>
        <ol className="referral__rules">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section className="surface referral__panel" aria-labelledby="referral-totals-title">
        <h2 id="referral-totals-title" className="referral__title">
          {t('referral.totalsTitle')}
        </h2>
        <dl className="referral__figures">
          {figures.map((figure) => (
            <div key={figure.key} className="referral__figure">
              <dt>{figure.label}</dt>
              <dd className={figure.money ? 'money figures' : 'figures'} data-testid={`referral-${figure.key}`}>
                {figure.value}
              </dd>
              {figure.note ? <dd className="referral__note">{figure.note}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
