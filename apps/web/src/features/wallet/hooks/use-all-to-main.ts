import { type MerchantWallets, mainWallet, minorToDecimal } from '@portal/contracts';
import { useState } from 'react';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { useSite } from '../../../lib/site';
import { newIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useTransferBetweenWallets } from '../api/transfer-between-wallets';

/**
 * "All to main": each vendor wallet holding money is emptied into MAIN, one transfer after the other.
 * Each gets its own transaction id; a retry after a failure starts from the balances read again, so
 * a wallet already emptied is skipped rather than moved twice. A transfer the vendor has not confirmed yet
 * (pending) counts as moved: it lands within moments.
 */
export function useAllToMain(wallets: MerchantWallets | undefined) {
  const { brand } = useSite();
  const transfer = useTransferBetweenWallets();
  const refreshBalances = useRefreshBalances();
  const [running, setRunning] = useState(false);
  // A wallet whose vendor does not answer (balance null) is left alone: its balance is not known.
  const funded = (wallets ?? []).flatMap((wallet) =>
    wallet.wallet !== mainWallet && wallet.balance !== null && BigInt(wallet.balance) > 0n
      ? [{ ...wallet, balance: wallet.balance }]
      : [],
  );

  /** Answers the total moved; throws the first failure (after the wallets are read again). */
  const run = async (): Promise<bigint> => {
    setRunning(true);
    let moved = 0n;
    try {
      for (const wallet of funded) {
        const result = await transfer.mutateAsync({
          from: wallet.wallet,
          to: mainWallet,
          amount: minorToDecimal(wallet.balance, brand.currency.decimals),
          transactionId: newIdempotencyKey(),
        });
        moved += BigInt(result.amount);
      }
      return moved;
    } finally {
      setRunning(false);
      void refreshBalances();
    }
  };

  return { run, running, possible: funded.length > 0 };
}
