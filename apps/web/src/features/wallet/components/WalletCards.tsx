import { type MerchantWallets, mainWallet } from '@portal/contracts';
import { Gamepad2, Wallet as WalletIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useWalletName } from '../hooks/use-wallet-name';

/**
 * One card per wallet with its balance; the main wallet first and marked out (SPEC §2 transferFund). A vendor's
 * balance is the vendor's own: when it does not answer the card says so rather than show a number that may be
 * wrong, and money on its way between a vendor and the main wallet is shown under the card until it lands.
 */
export function WalletCards({ wallets }: { wallets: MerchantWallets }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const walletName = useWalletName();
  return (
    <ul className="wallet-cards">
      {wallets.map((wallet) => {
        const main = wallet.wallet === mainWallet;
        const pending = BigInt(wallet.pending) > 0n;
        return (
          <li key={wallet.wallet} className={`wallet-card${main ? ' wallet-card--main' : ''}`}>
            <span className="wallet-card__icon" aria-hidden="true">
              {main ? <WalletIcon size={18} /> : <Gamepad2 size={18} />}
            </span>
            <span className="wallet-card__name">{walletName(wallet)}</span>
            {wallet.balance === null ? (
              <span
                className="wallet-card__balance wallet-card__balance--unknown"
                data-testid={`wallet-${wallet.wallet}`}
                title={t('transfer.walletUnavailableHint')}
              >
                {t('transfer.walletUnavailable')}
              </span>
            ) : (
              <span className="wallet-card__balance money" data-testid={`wallet-${wallet.wallet}`}>
                {formatMinor(wallet.balance)}
              </span>
            )}
            {pending ? (
              <span
                className="wallet-card__pending"
                data-testid={`pending-${wallet.wallet}`}
                title={t('transfer.walletPending', { amount: formatMinor(wallet.pending) })}
              >
                {t('transfer.onItsWay', { amount: formatMinor(wallet.pending) })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
