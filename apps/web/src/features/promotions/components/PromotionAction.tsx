import type { Promotion } from '@portal/contracts';
import { LogIn, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/Field';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { memberPageHref } from '../../../lib/member-pages';
import { useToken } from '../../../lib/session';
import { useRewards } from '../api/get-rewards';
import { useRewardAction } from '../api/reward-actions';
import { isComing, useFormatDate } from '../model/use-period';
import { ApplyAction } from './ApplyAction';
import { RaffleDraw } from './RaffleDraw';

/**
 * What a member can do from a promotion's detail: a visitor is asked to log in (the login dialog);
 * a deposit promotion not joined yet is joined here, a manual one applied for, a raffle drawn;
 * everything else is taken up in the reward centre.
 */
export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  const requireMember = useRequireMember();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const rewards = useRewards().data;
  const mine = rewards?.items.find((item) => item.promotion.code === promotion.code);
  const join = useRewardAction();
  const toRewards = (
    <Link to={memberPageHref('rewardCenter')} className="btn btn--secondary">
      <Trophy size={16} aria-hidden="true" />
      {t('promotions.goToRewards')}
    </Link>
  );

  if (isComing(promotion.startsAt)) {
    return <p className="promo-detail__note">{t('promotions.startsOn', { date: formatDate(promotion.startsAt) })}</p>;
  }
  if (!signedIn) {
    return (
      <div className="promo-detail__actions">
        <p className="promo-detail__note">{t('promotions.loginToJoin')}</p>
        <Button icon={<LogIn size={16} aria-hidden="true" />} onClick={() => requireMember()}>
          {t('nav.login')}
        </Button>
      </div>
    );
  }
  const joinable = mine?.state === 'join' && (promotion.kind === 'first_deposit' || promotion.kind === 'reload');
  return (
    <div className="promo-detail__actions">
      <FormAlert text={join.isError ? errorMessage(join.error) : null} />
      {promotion.kind === 'manual' ? <ApplyAction promotion={promotion} mine={mine} /> : null}
      {promotion.kind === 'raffle' ? <RaffleDraw promotion={promotion} rewards={rewards} /> : null}
      {joinable ? (
        <Button
          pending={join.isPending}
          onClick={() =>
            requireMember() &&
            join.mutate(
              { kind: 'join', code: promotion.code },
              { onSuccess: () => toast.success(t('promotions.joined', { title: promotion.title })) },
            )
          }
        >
          {t('promotions.join')}
        </Button>
      ) : null}
      {toRewards}
    </div>
  );
}
