import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Page } from '../../../components/ui/Page';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useSlotInfo } from '../api/get-slot-info';
import { NoGameSession } from './NoGameSession';
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

  if (!session) return <NoGameSession />;
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
