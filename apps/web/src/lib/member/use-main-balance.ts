import { mainWallet } from '@portal/contracts';
import { useBalance } from './get-balance';

/** What the main wallet holds (minor units), from the header's balance query; undefined until known. */
export function useMainBalance(): bigint | undefined {
  const balance = useBalance();
  const main = balance.data?.wallets.find((wallet) => wallet.wallet === mainWallet);
  // The main wallet's balance is the ledger's: always known (only a vendor's may be null).
  return main?.balance != null ? BigInt(main.balance) : undefined;
}
