import type { Reward, RewardState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** What a card's button does: an action on the server, or opening the application form of a manual promotion. */
export type CardAction = RewardAction | { kind: 'apply'; code: string; title: string };

export function StateBadge({ state }: { state: RewardState }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${tone[state]}`}>{t(`promotions.state.${state}`)}</span>;
}

type CardButton = { label: 'join' | 'apply' | 'claim' | 'forfeit'; run: CardAction };

/** The one action a state allows: join (apply, for a manual promotion, again after a rejection), claim, or forfeit while in play. */
function actionOf({ id, state, promotion }: Reward): CardButton | null {
  // A rejected application may be sent again (with better proof): the same form.
  if ((state === 'join' || state === 'rejected') && promotion.kind === 'manual') {
    return { label: 'apply', run: { kind: 'apply', code: promotion.code, title: promotion.title } };
  }
  if (state === 'join' && promotion.kind === 'raffle') return null;
  if (state === 'join') return { label: 'join', run: { kind: 'join', code: promotion.code } };
  if (state === 'claim' && id) return { label: 'claim', run: { kind: 'claim', id } };
  if (state === 'process' && id) return { label: 'forfeit', run: { kind: 'forfeit', id } };
  return null;
}

const buttonText = {
  join: 'promotions.join',
  apply: 'promotions.apply.button',
  claim: 'promotions.claim',
  forfeit: 'promotions.forfeit',
} as const;

/**
 * One activity of mine: its state, its bonus and deposit, the turnover bar while one is set, and the
 * one action its state allows (join or apply, claim, or forfeit, which the page confirms first).
 */
export function RewardCard({
  reward,
  pending,
  onAction,
}: {
  reward: Reward;
  /** The action running on this card, if any: its button shows a spinner. */
  pending: boolean;
  onAction: (action: CardAction) => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { state, promotion } = reward;
  const figures = [
    reward.bonus === null ? null : { label: t('promotions.bonus'), value: formatMinor(reward.bonus) },
    reward.deposit === null ? null : { label: t('promotions.deposit'), value: formatMinor(reward.deposit) },
  ].filter((figure) => figure !== null);
  const manual = promotion.kind === 'manual';
  const action = actionOf(reward);
  return (
    <li className="surface reward-card" data-testid={`reward-${promotion.code}`}>
      <div className="reward-card__head">
        <h2 className="reward-card__title">{promotion.title}</h2>
        <StateBadge state={state} />
      </div>
      <div className="promo-card__badges">
        <KindBadge kind={promotion.kind} />
        <span className="reward-card__hint">
          {state === 'join' && manual
            ? t('promotions.stateHintApply')
            : state === 'join' && promotion.kind === 'raffle'
              ? t('promotions.stateHintDraw')
              : t(`promotions.stateHint.${state}`)}
        </span>
      </div>
      {reward.remark ? (
        <p className="reward-card__remark">{t('promotions.remark', { remark: reward.remark })}</p>
      ) : null}
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
      {state === 'join' && promotion.kind === 'raffle' ? (
        // The draw and its prize reveal live on the raffle's detail.
        <Link
          to={`/promotions?code=${encodeURIComponent(promotion.code)}`}
          className="btn btn--primary reward-card__action"
        >
          {t('promotions.raffle.draw')}
        </Link>
      ) : null}
      {action ? (
        <Button
          variant={action.label === 'forfeit' ? 'secondary' : 'primary'}
          pending={pending}
          className="reward-card__action"
          onClick={() => onAction(action.run)}
        >
          {t(buttonText[action.label])}
        </Button>
      ) : null}
    </li>
  );
}
