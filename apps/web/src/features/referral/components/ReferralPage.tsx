import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useReferral } from '../api/get-referral';
import { ReferralOverview } from './ReferralOverview';
import { ReferralShare } from './ReferralShare';
import { ReferredMembers } from './ReferredMembers';
import '../../../components/ui/money.css';
import './referral.css';

/**
 * referral (SPEC §2, issue 13): my code and link with copy buttons and a QR code, the site's rules in words, my totals, and the friends who joined through
 * it with their progress and rewards. Opening it pays the rewards due (the server decides).
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useReferral();
  return (
    <div className="referral">
      <p className="referral__intro">{t('referral.intro')}</p>
      {query.isPending ? (
        <div className="referral__loading" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton height={160} />
          <Skeleton height={120} />
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('referral.loadFailed')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <ReferralShare code={query.data.code} link={query.data.link} />
          <ReferralOverview summary={query.data} />
        </>
      )}
      <ReferredMembers />
    </div>
  );
}
