import { mainWallet } from '@portal/contracts';
import { ArrowDownToLine, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useMerchantWallets } from '../api/get-merchant-wallets';
import { useAllToMain } from '../hooks/use-all-to-main';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { useFormatMinor } from '../hooks/use-format-minor';
import { WalletCards } from './WalletCards';
import { WalletTransferForm } from './WalletTransferForm';
import './money.css';
import './wallet.css';

/** transferFund (SPEC §2): the wallets with their balances, and transfers between MAIN and a vendor wallet. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const errorText = useApiErrorText();
  const formatMinor = useFormatMinor();
  const wallets = useMerchantWallets();
  const allToMain = useAllToMain(wallets.data);

  if (wallets.isPending) {
    return (
      <div className="wallet-cards" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={72} radius={12} />
        ))}
      </div>
    );
  }
  if (wallets.isError) {
    return (
      <ErrorState
        title={t('transfer.loadFailed')}
        message={errorMessage(wallets.error)}
        onRetry={() => void wallets.refetch()}
        retrying={wallets.isFetching}
      />
    );
  }

  const gatherAll = async () => {
    try {
      const moved = await allToMain.run();
      toast.success(t('transfer.allMoved', { amount: formatMinor(moved) }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const hasVendors = wallets.data.some((wallet) => wallet.wallet !== mainWallet);
  return (
    <div className="money-page">
      <section className="panel" aria-labelledby="wallets-title">
        <div className="panel__head">
          <h2 id="wallets-title" className="panel__title">
            {t('transfer.wallets')}
          </h2>
          {hasVendors ? (
            <Button
              variant="secondary"
              icon={<ArrowDownToLine size={16} aria-hidden="true" />}
              pending={allToMain.running}
              disabled={!allToMain.possible || wallets.isFetching}
              onClick={() => void gatherAll()}
            >
              {t('transfer.allToMain')}
            </Button>
          ) : null}
        </div>
        <WalletCards wallets={wallets.data} />
      </section>
      <section className="panel" aria-labelledby="wallet-transfer-title">
        <h2 id="wallet-transfer-title" className="panel__title">
          {t('transfer.betweenWallets')}
        </h2>
        {hasVendors ? (
          <WalletTransferForm wallets={wallets.data} />
        ) : (
          <EmptyState icon={<Gamepad2 size={32} />} title={t('transfer.noVendorWallets')} />
        )}
      </section>
    </div>
  );
}
