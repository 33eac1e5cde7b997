import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref } from '../../../lib/member-pages';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatRate } from '../../../lib/use-format-rate';
import type { VipStatus } from '../api/get-vip';
import { standing, topRate } from '../model/vip-progress';
import { ProgressRow } from './ProgressRow';
import { TierBadge } from './TierBadge';

/**
 * My standing: the tier medal, level and name, my level's benefits, and how far the last 30 days'
 * deposits and valid bets are from the next level's minimums (both must be reached).
 */
export function VipHero({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatRate = useFormatRate();
  const { current, next } = standing(status);
  const withdrawals = current?.withdrawDailyCount;
  return (
    <section className={`vip-hero vip-hero--${Math.min(status.level, 4)}`} aria-labelledby="vip-hero-title">
      <div className="vip-hero__medal">
        <TierBadge level={status.level} size="large" />
      </div>
      <div className="vip-hero__body">
        <p className="vip-hero__kicker">{t('vip.yourLevel')}</p>
        <h2 id="vip-hero-title" className="vip-hero__title">
          {current ? t('vip.levelName', { label: status.label, name: current.name }) : status.label}
        </h2>
        {current ? (
          <ul className="vip-hero__perks" aria-label={t('vip.yourBenefits')}>
            <li>{t('vip.rebateUpTo', { rate: formatRate(topRate(current)) })}</li>
            {BigInt(current.birthdayBonus) > 0n ? (
              <li>{t('vip.birthdayPerk', { amount: formatMinor(current.birthdayBonus) })}</li>
            ) : null}
            {withdrawals ? <li>{t('vip.withdrawalsPerk', { times: withdrawals })}</li> : null}
          </ul>
        ) : null}
        {next ? (
          <div className="vip-hero__next">
            <p className="vip-hero__next-title">{t('vip.nextLevel', { label: `VIP${next.level}`, name: next.name })}</p>
            <ProgressRow label={t('vip.deposits30')} done={status.deposits} need={next.minDeposits} />
            <ProgressRow label={t('vip.validBet30')} done={status.validBet} need={next.minValidBet} />
            <p className="vip-hero__note">{t('vip.bothNeeded')}</p>
          </div>
        ) : (
          <p className="vip-hero__next-title">{t('vip.topLevel')}</p>
        )}
        <Link className="btn btn--secondary vip-hero__link" to={memberPageHref('manualRebate')}>
          <HandCoins size={16} aria-hidden="true" />
          {t('vip.toRebate')}
        </Link>
      </div>
    </section>
  );
}
