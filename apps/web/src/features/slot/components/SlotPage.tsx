import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Page } from '../../../components/ui/Page';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useSlotInfo } from '../api/get-slot-info';
import { SlotMachine } from './SlotMachine';
import { VendorGame } from './VendorGame';
import './slot.css';

/**
 * /seamless?session=<game session>&game=<code>: the built-in provider's slot, opened by a launch. The
 * page reads the session's info (paytable, bets, balance) and then plays it. /seamless?client=<url>: a
 * vendor's game client, framed (VendorGame).
 */
export function SlotPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const session = params.get('session');
  const client = params.get('client');
  const info = useSlotInfo(client ? null : session);

  if (client) return <VendorGame client={client} />;

  if (!session) {
    return (
      <Page title={t('route.seamless')}>
        <EmptyState
          icon={<Gamepad2 size={32} />}
          title={t('slot.noSession')}
          text={t('slot.noSessionText')}
          action={
            <Link className="btn btn--primary" to="/rng">
              {t('slot.toGames')}
            </Link>
          }
        />
      </Page>
    );
  }
  if (info.isPending) {
    return (
      <div className="slot slot--loading" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton height={32} width={240} />
        <Skeleton height={360} radius={16} />
        <Skeleton height={64} radius={12} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <Page title={t('route.seamless')}>
        <ErrorState
          title={t('slot.openFailed')}
          message={errorMessage(info.error)}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      </Page>
    );
  }
  return <SlotMachine session={session} info={info.data} />;
}
