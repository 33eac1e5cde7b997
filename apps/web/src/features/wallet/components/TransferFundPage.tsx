import { type MerchantWallets, mainWallet } from '@portal/contracts';
import { ArrowDownToLine, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryView } from '../../../components/ui/QueryView';
import { toast } from '../../../components/ui/toast';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useMerchantWallets } from '../api/get-merchant-wallets';
import { useAllToMain } from '../hooks/use-all-to-main';
import { WalletCards } from './WalletCards';
import { WalletTransferForm } from './WalletTransferForm';
import '../../../components/ui/money.css';
import './wallet.css';

/** transferFund (SPEC §2): the wallets with their balances, and transfers between MAIN and a vendor wallet. */
export function TransferFundPage() {
  const wallets = useMerchantWallets();
  // The main wallet is always there: the list is never empty.
  return (
    <QueryView query={wallets} isEmpty={() => false} empty={{ title: '' }}>
      {(data) => <Wallets wallets={data} refreshing={wallets.isFetching} />}
    </QueryView>
  );
}

function Wallets({ wallets, refreshing }: { wallets: MerchantWallets; refreshing: boolean }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const formatMinor = useFormatMinor();
  const allToMain = useAllToMain(wallets);
  const hasVendors = wallets.some((wallet) => wallet.wallet !== mainWallet);

  const gatherAll = async () => {
    try {
      const moved = await allToMain.run();
      toast.success(t('transfer.allMoved', { amount: formatMinor(moved) }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

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
              disabled={!allToMain.possible || refreshing}
              onClick={() => void gatherAll()}
            >
              {t('transfer.allToMain')}
            </Button>
          ) : null}
        </div>
        <WalletCards wallets={wallets} />
      </section>
      <section className="panel" aria-labelledby="wallet-transfer-title">
        <h2 id="wallet-transfer-title" className="panel__title">
          {t('transfer.betweenWallets')}
        </h2>
        {hasVendors ? (
          <WalletTransferForm wallets={wallets} />
        ) : (
          <EmptyState icon={<Gamepad2 size={32} />} title={t('transfer.noVendorWallets')} />
        )}
      </section>
    </div>
  );
}
