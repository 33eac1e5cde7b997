import { seamlessPaths } from '@portal/contracts';
import { type WalletClient, WalletRefusal } from '../wallet/wallet-client.js';

/** A bet the wallet took: the balance after it, and what the operator's jackpot paid when the bet won it. */
export interface TakenBet {
  balance: string;
  jackpotWin?: string;
}

/** How a bet sent to the operator's wallet ended: taken, refused, or never answered. */
export type BetAttempt = { taken: TakenBet } | { refused: WalletRefusal } | { unanswered: unknown };

export interface BetPacing {
  /** The pauses before the second and later attempts of a bet that got no answer. */
  retryMs: readonly number[];
  wait: (ms: number) => Promise<void>;
}

/**
 * Sends one bet, again under the same transaction id while no answer comes (the wallet applies an id once, so a
 * repeat after a lost answer moves nothing twice). A refusal is final at once.
 */
export async function attemptBet(
  wallet: WalletClient,
  body: { sessionToken: string; transactionId: string; roundId: string; amount: string },
  pacing: BetPacing,
): Promise<BetAttempt> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= pacing.retryMs.length; attempt++) {
    if (attempt > 0) await pacing.wait(pacing.retryMs[attempt - 1]!);
    try {
      const { balance, jackpotWin } = await wallet.call(seamlessPaths.bet, body);
      return { taken: { balance, ...(jackpotWin ? { jackpotWin } : {}) } };
    } catch (error) {
      if (error instanceof WalletRefusal) return { refused: error };
      lastError = error;
    }
  }
  return { unanswered: lastError };
}
