import { useTranslation } from 'react-i18next';
import { MemberTransferForm } from './MemberTransferForm';
import '../../../components/ui/money.css';

/**
 * The agent back office's "Transfer to downline" card (SPEC §6): an agent pays a member of its team
 * (`downline` fills the username in, as downline management opens it for one of its rows).
 */
export function DownlineTransferCard({ downline }: { downline?: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel panel--narrow" aria-labelledby="downline-transfer-title">
      <h2 id="downline-transfer-title" className="panel__title">
        {t('transfer.toDownline')}
      </h2>
      <p className="panel__text">{t('transfer.toDownlineText')}</p>
      <MemberTransferForm downline={downline} />
    </section>
  );
}
