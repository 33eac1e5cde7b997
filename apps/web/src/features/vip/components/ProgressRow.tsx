import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { percentOf } from '../model/vip-progress';

/** One figure of the last 30 days against the next level's minimum, as a labelled progress bar. */
export function ProgressRow({ label, done, need }: { label: string; done: string; need: string }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const percent = percentOf(done, need);
  const text = t('vip.progressOf', { done: formatMinor(done), need: formatMinor(need), percent });
  return (
    <div className="vip-progress">
      <div className="vip-progress__head">
        <span>{label}</span>
        <span className="figures">{text}</span>
      </div>
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div
          className={`vip-progress__fill${percent >= 100 ? ' vip-progress__fill--done' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
