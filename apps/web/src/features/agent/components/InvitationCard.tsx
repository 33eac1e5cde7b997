import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ErrorState } from '../../../components/ui/ErrorState';
import { QrCode } from '../../../components/ui/QrCode';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useInvitation } from '../api/get-invitation';

/** One value of the invitation with its copy button (SPEC §8: copying says it worked). */
function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="invitation__row">
      <dt>{label}</dt>
      <dd>
        <span className="invitation__value">{value}</span>
        <CopyButton text={value} label={t('deposit.copy', { label })} copied={t('deposit.copied', { label })} />
      </dd>
    </div>
  );
}

/** My invitation code and link, each with a copy button, and the link as a QR code (SPEC §9's size and level). */
export function InvitationCard() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useInvitation();
  return (
    <section className="panel invitation" aria-labelledby="invitation-title" aria-busy={query.isPending || undefined}>
      <h2 id="invitation-title" className="panel__title">
        {t('agent.invite.title')}
      </h2>
      <p className="panel__text">{t('agent.invite.text')}</p>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <ErrorState
          title={t('agent.invite.loadFailed')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <dl className="invitation__values">
            <CopyRow label={t('agent.invite.code')} value={query.data.code} />
            <CopyRow label={t('agent.invite.link')} value={query.data.link} />
          </dl>
          <div className="invitation__qr">
            <QrCode value={query.data.link} label={t('agent.invite.qr')} />
          </div>
        </>
      )}
    </section>
  );
}
