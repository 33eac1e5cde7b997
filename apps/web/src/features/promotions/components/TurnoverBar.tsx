import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';

/**
 * How much of a bonus's turnover is played: done / required and the percent, as a progressbar that
 * screen readers announce with its label and value text.
 */
export function TurnoverBar({ done, required, title }: { done: string; required: string; title: string }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const need = BigInt(required);
  // Whole percent, rounded down: 99.6 % still shows 99 until the last bet is in.
  const percent = need === 0n ? 100 : Number((BigInt(done) * 100n) / need);
  const amounts = { done: formatMinor(done), required: formatMinor(required), percent };
  return (
    <div className="turnover">
      <div className="turnover__head">
        <span>{t('promotions.turnover')}</span>
        <span className="figures">{t('promotions.turnoverOf', amounts)}</span>
      </div>
      <div
        className="turnover__track"
        role="progressbar"
        aria-label={t('promotions.turnoverLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('promotions.turnoverOf', amounts)}
      >
        <div className="turnover__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
