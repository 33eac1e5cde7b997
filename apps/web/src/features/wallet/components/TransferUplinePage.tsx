import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useUpline } from '../api/get-upline';
import { MemberTransferForm } from './MemberTransferForm';
import './money.css';

/** transferUpline (SPEC §6): money from the main wallet to the agent the member sits under. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const upline = useUpline();

  if (upline.isPending) {
    return (
      <div className="panel" aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  if (upline.isError) {
    return (
      <ErrorState
        title={t('transfer.loadFailed')}
        message={errorMessage(upline.error)}
        onRetry={() => void upline.refetch()}
        retrying={upline.isFetching}
      />
    );
  }
  if (upline.data.upline === null) {
    return (
      <EmptyState icon={<UserRound size={32} />} title={t('transfer.noUpline')} text={t('transfer.noUplineText')} />
    );
  }
  return (
    <section className="panel" aria-labelledby="upline-title">
      <h2 id="upline-title" className="panel__title">
        {t('transfer.toUpline')}
      </h2>
      <p className="panel__text">
        {t('transfer.uplineIs')} <strong className="panel__strong">{upline.data.upline}</strong>
      </p>
      <MemberTransferForm upline={upline.data.upline} />
    </section>
  );
}
