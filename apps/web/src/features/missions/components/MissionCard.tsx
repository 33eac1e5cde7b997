import type { Mission, MissionState } from '@portal/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useMissionFigures } from '../model/use-mission-figures';

const tone: Record<MissionState, string> = { in_progress: 'warning', completed: 'success', claimed: 'muted' };

/** One mission: title and state, the goal in words, a progress bar, the reward and, once reached, the claim. */
export function MissionCard({
  mission,
  pending,
  onClaim,
}: {
  mission: Mission;
  pending: boolean;
  onClaim: (id: string) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const figures = useMissionFigures()(mission);
  return (
    <li className={`panel mission-card mission-card--${mission.state}`} data-testid={`mission-${mission.code}`}>
      <div className="mission-card__head">
        <h3 className="mission-card__title">{mission.title}</h3>
        <span className={`badge badge--${tone[mission.state]}`}>{t(`missions.state.${mission.state}`)}</span>
      </div>
      <p className="mission-card__goal">{figures.goal}</p>
      <div
        className="mission-card__track"
        role="progressbar"
        aria-label={t('missions.progressLabel', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={figures.percent}
        aria-valuetext={figures.progress}
      >
        <div className="mission-card__fill" style={{ width: `${figures.percent}%` }} />
      </div>
      <div className="mission-card__foot">
        <span className="mission-card__progress figures">{figures.progress}</span>
        <span className="mission-card__reward">
          {t('missions.reward')} <strong className="figures">{formatMinor(mission.reward)}</strong>
        </span>
      </div>
      {mission.state === 'completed' ? (
        <Button className="mission-card__claim" pending={pending} onClick={() => onClaim(mission.id)}>
          {t('missions.claim')}
        </Button>
      ) : mission.state === 'claimed' ? (
        <p className="mission-card__done">
          <Check size={16} aria-hidden="true" /> {t('missions.claimedNote')}
        </p>
      ) : null}
    </li>
  );
}
