import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { QueryView } from '../../../components/ui/QueryView';
import { useSession } from '../../../lib/member/use-session';
import { useVipStatus } from '../api/get-vip';
import { VipHero } from './VipHero';
import { VipLevels } from './VipLevels';
import './vip.css';

/**
 * /vip (issue 13): my level and name, progress to the next level on the last 30 days' deposits and
 * valid bets, and every level's thresholds and benefits. The route lets only a session in; a trial
 * account is told that VIP levels are for real accounts.
 */
export function VipPage() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const query = useVipStatus(!isTrial);
  return (
    <Page title={t('route.vip')}>
      {isTrial ? (
        <EmptyState icon={<UserRoundX size={32} />} title={t('error.in_need_true_account')} text={t('vip.trialText')} />
      ) : (
        <QueryView
          query={query}
          isEmpty={(status) => status.levels.length === 0}
          empty={{ title: t('vip.emptyTitle'), text: t('vip.emptyText') }}
        >
          {(status) => (
            <div className="vip-page">
              <VipHero status={status} />
              <VipLevels levels={status.levels} mine={status.level} />
            </div>
          )}
        </QueryView>
      )}
    </Page>
  );
}
