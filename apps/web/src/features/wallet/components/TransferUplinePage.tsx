import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/QueryView';
import { useUpline } from '../api/get-upline';
import { MemberTransferForm } from './MemberTransferForm';
import '../../../components/ui/money.css';

/** transferUpline (SPEC §6): money from the main wallet to the agent the member sits under. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const upline = useUpline();
  return (
    <QueryView
      query={upline}
      isEmpty={(data) => data.upline === null}
      empty={{ title: t('transfer.noUpline'), text: t('transfer.noUplineText') }}
    >
      {(data) => (
        <section className="panel" aria-labelledby="upline-title">
          <h2 id="upline-title" className="panel__title">
            {t('transfer.toUpline')}
          </h2>
          <p className="panel__text">
            {t('transfer.uplineIs')} <strong className="panel__strong">{data.upline}</strong>
          </p>
          <MemberTransferForm upline={data.upline ?? ''} />
        </section>
      )}
    </QueryView>
  );
}
