import { LogIn, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { QueryView } from '../../../components/ui/QueryView';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/member/use-session';
import { openDialog } from '../../../lib/session-dialogs';
import { usePointBalance, usePointConfig } from '../api/get-points';
import { type PointReward, usePointRewards } from '../api/get-rewards';
import { ConvertDialog } from './ConvertDialog';
import { PointSummary } from './PointSummary';
import { RedeemDialog } from './RedeemDialog';
import { RedemptionList } from './RedemptionList';
import { RewardGrid } from './RewardGrid';
import './points.css';

const login = () => openDialog({ kind: 'login', message: 'error.not_logged_in' });

/** My points, the mall's rules and the convert button; grey blocks while they load, a retry on failure. */
function MemberPoints({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const balance = usePointBalance();
  const config = usePointConfig();
  const failed = [balance, config].find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        title={t('points.loadFailed')}
        message={errorMessage(failed.error)}
        onRetry={() => void Promise.all([balance.refetch(), config.refetch()])}
        retrying={balance.isFetching || config.isFetching}
      />
    );
  }
  if (!balance.data || !config.data) {
    return (
      <div className="points-summary" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton height={180} />
        <Skeleton height={180} />
      </div>
    );
  }
  return <PointSummary balance={balance.data} config={config.data} onConvert={onConvert} />;
}

/**
 * The points mall (issue 13; /pointMall and the member centre's pointMall): my points and how they are
 * earned and converted, the rewards with their redeem dialog, and my redemptions with their states.
 * A visitor sees the rewards (when the server shows them to visitors) and a login prompt; a trial
 * account is told the mall is for real accounts.
 */
export default function PointMall() {
  const { t } = useTranslation();
  const { signedIn, isTrial } = useSession();
  const member = signedIn && !isTrial;
  const rewards = usePointRewards(!isTrial);
  const balance = usePointBalance(member);
  const config = usePointConfig(member);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const [converting, setConverting] = useState(false);
  const points = member ? balance.data?.points : undefined;

  return (
    <div className="points-mall">
      {member ? <MemberPoints onConvert={() => setConverting(true)} /> : null}
      {!signedIn ? (
        <EmptyState
          icon={<LogIn size={32} />}
          title={t('points.visitorTitle')}
          text={t('points.visitorText')}
          action={<Button onClick={login}>{t('nav.login')}</Button>}
        />
      ) : null}
      {isTrial ? (
        <EmptyState
          icon={<UserRoundX size={32} />}
          title={t('error.in_need_true_account')}
          text={t('points.trialText')}
        />
      ) : null}
      {member || rewards.isSuccess ? (
        <section className="stack stack--4 points-section" aria-labelledby="points-rewards-title">
          <h2 id="points-rewards-title" className="points-section__title">
            {t('points.rewardsTitle')}
          </h2>
          <QueryView
            query={rewards}
            isEmpty={(list) => list.length === 0}
            empty={{ title: t('points.rewardsEmptyTitle'), text: t('points.rewardsEmptyText') }}
          >
            {(list) => (
              <RewardGrid
                rewards={list}
                points={member ? (points ?? 0) : undefined}
                onRedeem={setRedeeming}
                onLogin={login}
              />
            )}
          </QueryView>
        </section>
      ) : null}
      {member ? <RedemptionList /> : null}
      {redeeming && points !== undefined ? (
        <RedeemDialog reward={redeeming} points={points} onClose={() => setRedeeming(null)} />
      ) : null}
      {converting && points !== undefined && config.data ? (
        <ConvertDialog config={config.data} points={points} onClose={() => setConverting(false)} />
      ) : null}
    </div>
  );
}
