import { type MerchantWallets, mainWallet } from '@portal/contracts';
import { Gamepad2, Wallet as WalletIcon } from 'lucide-react';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useWalletName } from '../hooks/use-wallet-name';

/** One card per wallet with its balance; the main wallet first and marked out (SPEC §2 transferFund). */
export function WalletCards({ wallets }: { wallets: MerchantWallets }) {
  const formatMinor = useFormatMinor();
  const walletName = useWalletName();
  return (
    <ul className="wallet-cards">
      {wallets.map((wallet) => {
        const main = wallet.wallet === mainWallet;
        return (
          <li key={wallet.wallet} className={`wallet-card${main ? ' wallet-card--main' : ''}`}>
            <span className="wallet-card__icon" aria-hidden="true">
              {main ? <WalletIcon size={18} /> : <Gamepad2 size={18} />}
            </span>
            <span className="wallet-card__name">{walletName(wallet)}</span>
            <span className="wallet-card__balance money" data-testid={`wallet-${wallet.wallet}`}>
              {formatMinor(wallet.balance)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
