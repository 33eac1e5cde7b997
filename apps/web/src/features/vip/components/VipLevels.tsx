import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../../../lib/use-category-name';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatRate } from '../../../lib/use-format-rate';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import type { VipLevel } from '../api/get-vip';
import { rateCategories } from '../model/vip-progress';
import { TierBadge } from './TierBadge';
import './vip-levels.css';

/**
 * Every level of the site: what reaching it takes (30 days' deposits and valid bets) and what it gives
 * (birthday bonus, withdrawals a day when the site sets them), then the rebate rate of each game category
 * per level. My level's column is marked. On a phone each level is a card of the same rows.
 */
export function VipLevels({ levels, mine }: { levels: VipLevel[]; mine: number }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatRate = useFormatRate();
  const categoryName = useCategoryName();
  const mobile = useMediaQuery(mobileQuery);
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const withdrawals = sorted.some(
    (level) => level.withdrawDailyCount !== null && level.withdrawDailyCount !== undefined,
  );
  const rows: { key: string; label: string; cell: (level: VipLevel) => string }[] = [
    { key: 'deposits', label: t('vip.minDeposits'), cell: (level) => formatMinor(level.minDeposits) },
    { key: 'validBet', label: t('vip.minValidBet'), cell: (level) => formatMinor(level.minValidBet) },
    {
      key: 'birthday',
      label: t('vip.birthdayBonus'),
      cell: (level) => (BigInt(level.birthdayBonus) > 0n ? formatMinor(level.birthdayBonus) : '—'),
    },
    ...(withdrawals
      ? [
          {
            key: 'withdrawals',
            label: t('vip.withdrawalsADay'),
            cell: (level: VipLevel) =>
              level.withdrawDailyCount ? String(level.withdrawDailyCount) : t('vip.siteLimit'),
          },
        ]
      : []),
    ...rateCategories(sorted).map((category) => ({
      key: `rate-${category}`,
      label: t('vip.rebateIn', { category: categoryName(category) }),
      cell: (level: VipLevel) => formatRate(level.rebateRates[category] ?? 0),
    })),
  ];
  const head = (level: VipLevel) => (
    <>
      <TierBadge level={level.level} />
      <span className="vip-levels__name">{level.name}</span>
      {level.level === mine ? <span className="vip-levels__you">{t('vip.you')}</span> : null}
    </>
  );
  return (
    <section className="stack stack--3 vip-levels" aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title" className="vip-section-title">
        {t('vip.levelsTitle')}
      </h2>
      <p className="vip-levels__intro">{t('vip.levelsIntro')}</p>
      {mobile ? (
        <ul className="vip-cards" aria-labelledby="vip-levels-title">
          {sorted.map((level) => (
            <li
              key={level.level}
              className={`vip-card${level.level === mine ? ' vip-card--mine' : ''}`}
              aria-current={level.level === mine ? 'true' : undefined}
            >
              <div className="vip-card__head">{head(level)}</div>
              <dl className="vip-card__rows">
                {rows.map((row) => (
                  <div key={row.key}>
                    <dt>{row.label}</dt>
                    <dd className="figures">{row.cell(level)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <div className="surface vip-levels__scroll">
          <table className="vip-levels__table">
            <caption className="visually-hidden">{t('vip.levelsTitle')}</caption>
            <thead>
              <tr>
                <td />
                {sorted.map((level) => (
                  <th
                    key={level.level}
                    scope="col"
                    className={level.level === mine ? 'vip-levels__mine' : undefined}
                    aria-current={level.level === mine ? 'true' : undefined}
                  >
                    {head(level)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.key.startsWith('rate-') ? 'vip-levels__rate' : undefined}>
                  <th scope="row">{row.label}</th>
                  {sorted.map((level) => (
                    <td key={level.level} className={`figures${level.level === mine ? ' vip-levels__mine' : ''}`}>
                      {row.cell(level)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
