import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormAlert } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { toast } from '../../../components/ui/toast';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useRewards } from '../api/get-rewards';
import { type RewardAction, useRewardAction } from '../api/reward-actions';
import { ApplyDialog } from './ApplyDialog';
import { RewardCard } from './RewardCard';
import './promotions.css';

const keyOf = (action: RewardAction) => (action.kind === 'join' ? action.code : action.id);

/**
 * rewardCenter (SPEC §2, §4): my activities with their states, amounts and turnover; join, apply (the
 * application form), claim and forfeit (after a confirmation that says what goes back). A failure
 * shows its message above the list.
 */
export default function RewardCenterPage() {
  const { t } = useTranslation();
  const query = useRewards();
  const act = useRewardAction();
  // A forfeit refused while the bonus is outside the main wallet names the amount to bring back (issue 22).
  const errorMessage = useApiErrorText();
  const formatMinor = useFormatMinor();
  const [forfeiting, setForfeiting] = useState<string | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [applying, setApplying] = useState<{ code: string; title: string } | null>(null);
  // Only a grant (with an id) can be forfeited: items to join have none, and must never match `null`.
  const target = forfeiting === null ? undefined : query.data?.items.find((item) => item.id === forfeiting);

  const run = (action: RewardAction) => {
    setRunning(keyOf(action));
    act.mutate(action, {
      onSuccess: () => {
        setForfeiting(null);
        toast.success(t(`promotions.done.${action.kind}`));
      },
      onSettled: () => setRunning(null),
    });
  };

  return (
    <div className="rewards">
      <p className="rewards__intro">
        {t('promotions.rewardsIntro')} <Link to="/promotions">{t('promotions.seeAll')}</Link>
      </p>
      <FormAlert text={act.isError && !forfeiting ? errorMessage(act.error) : null} />
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('promotions.rewardsEmptyTitle'), text: t('promotions.rewardsEmptyText') }}
      >
        {(data) => (
          <ul className="promo-grid" aria-label={t('memberCenter.pages.rewardCenter')}>
            {data.items.map((reward) => (
              <RewardCard
                key={reward.id ?? reward.promotion.code}
                reward={reward}
                pending={running !== null && running === (reward.id ?? reward.promotion.code)}
                onAction={(action) => {
                  act.reset();
                  if (action.kind === 'apply') setApplying({ code: action.code, title: action.title });
                  else if (action.kind === 'forfeit') setForfeiting(action.id);
                  else run(action);
                }}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {applying ? <ApplyDialog {...applying} onClose={() => setApplying(null)} /> : null}
      <ConfirmDialog
        open={target !== undefined}
        title={t('promotions.forfeitTitle')}
        confirmLabel={t('promotions.forfeit')}
        onConfirm={() => forfeiting && run({ kind: 'forfeit', id: forfeiting })}
        onCancel={() => setForfeiting(null)}
        pending={act.isPending}
        error={act.isError && forfeiting ? errorMessage(act.error) : null}
      >
        <p>
          {t('promotions.forfeitText', {
            title: target?.promotion.title ?? '',
            bonus: target?.bonus ? formatMinor(target.bonus) : '',
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
