import { mainWallet } from '@portal/contracts';
import { useBalance } from './get-balance';

/** What the main wallet holds (minor units), from the header's balance query; undefined until known. */
export function useMainBalance(): bigint | undefined {
  const balance = useBalance();
  const main = balance.data?.wallets.find((wallet) => wallet.wallet === mainWallet);
  return main ? BigInt(main.balance) : undefined;
}
