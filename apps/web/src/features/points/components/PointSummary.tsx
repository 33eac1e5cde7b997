import { ArrowRightLeft, Coins, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import type { PointBalance, PointConfig } from '../api/get-points';
import { useFormatPoints } from '../model/use-format-points';

/**
 * My points (earned less spent; they never expire) and how the mall works: a point per so much of
 * valid bet, what a point is worth, the least that converts. Converting opens its dialog.
 */
export function PointSummary({
  balance,
  config,
  onConvert,
}: {
  balance: PointBalance;
  config: PointConfig;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  const formatPoints = useFormatPoints();
  const formatMinor = useFormatMinor();
  const canConvert = balance.points >= config.minConvert;
  return (
    <div className="points-summary">
      <section className="surface points-balance" aria-labelledby="points-balance-title">
        <p id="points-balance-title" className="points-balance__label">
          <Coins size={16} aria-hidden="true" /> {t('points.yourPoints')}
        </p>
        <p className="points-balance__value figures">{formatPoints(balance.points)}</p>
        <dl className="points-balance__split">
          <div>
            <dt>{t('points.earned')}</dt>
            <dd className="figures">{formatPoints(balance.earned)}</dd>
          </div>
          <div>
            <dt>{t('points.spent')}</dt>
            <dd className="figures">{formatPoints(balance.spent)}</dd>
          </div>
        </dl>
        <p className="points-balance__next">{t('points.nextPoint', { amount: formatMinor(balance.toNextPoint) })}</p>
        <Button
          onClick={onConvert}
          disabled={!canConvert}
          icon={<ArrowRightLeft size={16} aria-hidden="true" />}
          className="points-balance__convert"
        >
          {t('points.convert')}
        </Button>
        {canConvert ? null : (
          <p className="points-balance__hint">{t('points.convertFrom', { points: formatPoints(config.minConvert) })}</p>
        )}
      </section>
      <section className="surface points-rules" aria-labelledby="points-rules-title">
        <h2 id="points-rules-title" className="points-rules__title">
          <Sparkles size={16} aria-hidden="true" /> {t('points.howTitle')}
        </h2>
        <ul className="points-rules__list">
          <li>{t('points.earnRule', { amount: formatMinor(config.earnEvery) })}</li>
          <li>{t('points.valueRule', { amount: formatMinor(config.pointValue) })}</li>
          <li>{t('points.minRule', { points: formatPoints(config.minConvert) })}</li>
          <li>{t('points.neverExpire')}</li>
        </ul>
      </section>
    </div>
  );
}
