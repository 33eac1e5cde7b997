import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useInvitation } from '../api/get-invitation';

/** One value of the invitation with its copy button (SPEC §8: copying says it worked). */
function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('deposit.copied', { label }));
    } catch {
      toast.error(t('deposit.copyFailed'));
    }
  };
  return (
    <div className="invitation__row">
      <dt>{label}</dt>
      <dd>
        <span className="invitation__value">{value}</span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('deposit.copy', { label })}
          title={t('deposit.copy', { label })}
          onClick={() => void copy()}
        >
          <Copy size={18} aria-hidden="true" />
        </button>
      </dd>
    </div>
  );
}

/**
 * My invitation code and link, each with a copy button, and the link as a QR code drawn by `qrCode`
 * (the app's QR component: size 200, level M, margin 20).
 */
export function InvitationCard({ qrCode }: { qrCode?: (link: string) => ReactNode }) {
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
          {qrCode ? <div className="invitation__qr">{qrCode(query.data.link)}</div> : null}
        </>
      )}
    </section>
  );
}
