import { mainWallet, type Wallet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** A wallet's name to show: MAIN in the interface's language, a vendor's by its display name. */
export function useWalletName(): (wallet: Pick<Wallet, 'wallet' | 'name'>) => string {
  const { t } = useTranslation();
  return (wallet) => (wallet.wallet === mainWallet ? t('transfer.mainWallet') : wallet.name);
}
