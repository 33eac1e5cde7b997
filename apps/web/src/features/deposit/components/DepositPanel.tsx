import type { DepositRecord, PaymentChannel } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useDepositChannels } from '../api/get-channels';
import { DepositForm } from './DepositForm';
import { DepositSuccess } from './DepositSuccess';

/** The new-deposit panel: the channels load, then the form, then what happened to the deposit. */
export function DepositPanel() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const channels = useDepositChannels();
  const [done, setDone] = useState<{ deposit: DepositRecord; channel?: PaymentChannel } | null>(null);

  let body: ReactNode;
  if (channels.isPending) {
    body = (
      <div className="deposit-form" aria-busy="true">
        <Skeleton height={72} radius={12} />
        <Skeleton height={72} radius={12} />
        <Skeleton height={40} />
      </div>
    );
  } else if (channels.isError) {
    body = (
      <ErrorState
        title={t('deposit.channelsFailed')}
        message={errorMessage(channels.error)}
        onRetry={() => void channels.refetch()}
        retrying={channels.isFetching}
      />
    );
  } else if (channels.data.length === 0) {
    body = <EmptyState title={t('deposit.noChannelsTitle')} text={t('deposit.noChannelsText')} />;
  } else if (done) {
    body = <DepositSuccess deposit={done.deposit} channel={done.channel} onAgain={() => setDone(null)} />;
  } else {
    body = <DepositForm channels={channels.data} onDone={(deposit, channel) => setDone({ deposit, channel })} />;
  }

  return (
    <section className="panel" aria-labelledby="deposit-new-title">
      <h2 id="deposit-new-title" className="panel__title">
        {t('deposit.newTitle')}
      </h2>
      {body}
    </section>
  );
}
