import type { Reward, RewardState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import type { RewardAction } from '../api/reward-actions';
import { KindBadge } from './KindBadge';
import { TurnoverBar } from './TurnoverBar';

/** The colour of each SPEC §4 state: waiting for me, under way, done, or over. */
const tone: Record<RewardState, string> = {
  join: 'brand',
  claim: 'success',
  signed: 'brand',
  applying: 'warning',
  process: 'warning',
  issued: 'success',
  claimed: 'success',
  close: 'muted',
  rejected: 'danger',
  coming_soon: 'muted',
};

export function StateBadge({ state }: { state: RewardState }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${tone[state]}`}>{t(`promotions.state.${state}`)}</span>;
}

/**
 * One activity of mine: its state, its bonus and deposit, the turnover bar while one is set, and the
 * one action its state allows (join, claim, or forfeit, which the page confirms first).
 */
export function RewardCard({
  reward,
  pending,
  onAction,
}: {
  reward: Reward;
  /** The action running on this card, if any: its button shows a spinner. */
  pending: boolean;
  onAction: (action: RewardAction) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { id, state, promotion } = reward;
  const figures = [
    reward.bonus === null ? null : { label: t('promotions.bonus'), value: formatMinor(reward.bonus) },
    reward.deposit === null ? null : { label: t('promotions.deposit'), value: formatMinor(reward.deposit) },
  ].filter((figure) => figure !== null);
  const action: { label: string; run: RewardAction; variant: 'primary' | 'secondary' } | null =
    state === 'join'
      ? { label: t('promotions.join'), run: { kind: 'join', code: promotion.code }, variant: 'primary' }
      : state === 'claim' && id
        ? { label: t('promotions.claim'), run: { kind: 'claim', id }, variant: 'primary' }
        : state === 'process' && id
          ? { label: t('promotions.forfeit'), run: { kind: 'forfeit', id }, variant: 'secondary' }
          : null;
  return (
    <li className="reward-card" data-testid={`reward-${promotion.code}`}>
      <div className="reward-card__head">
        <h2 className="reward-card__title">{promotion.title}</h2>
        <StateBadge state={state} />
      </div>
      <div className="promo-card__badges">
        <KindBadge kind={promotion.kind} />
        <span className="reward-card__hint">{t(`promotions.stateHint.${state}`)}</span>
      </div>
      {figures.length > 0 ? (
        <dl className="reward-card__figures">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd className="money">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {reward.turnover ? <TurnoverBar {...reward.turnover} title={promotion.title} /> : null}
      {action ? (
        <Button
          variant={action.variant}
          pending={pending}
          className="reward-card__action"
          onClick={() => onAction(action.run)}
        >
          {action.label}
        </Button>
      ) : null}
    </li>
  );
}
