import { seamlessPaths } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import {
  claimDueCalls,
  insertWalletCall,
  insertWalletCalls,
  markDelivered,
  markFailed,
  type NewWalletCall,
  type WalletCallRow,
} from './wallet-calls.repository.js';
import { type WalletClient, WalletRefusal } from './wallet-client.js';

type Executor = Parameters<typeof insertWalletCall>[0];

const pathOf = { win: seamlessPaths.win, rollback: seamlessPaths.rollback } as const;

/** 2 s, 4 s, 8 s ... up to 5 minutes between attempts: a wallet that is down is not hammered. */
export const retryDelayMs = (attempts: number) => Math.min(2000 * 2 ** Math.max(0, attempts - 1), 300_000);

export interface QueueLog {
  warn(details: object, message: string): void;
}

/**
 * The wins and rollbacks the operator's wallet must receive. A call is queued in the transaction that decides
 * it, so a crash after the decision loses nothing; it is delivered until the wallet accepts it, under its one
 * transaction id (the wallet applies an id once, so a repeat after a lost answer is harmless). A refusal is
 * kept with its code and retried at the slowest pace: it needs the operator, and reconciliation shows it.
 */
export class WalletQueue {
  constructor(
    private readonly db: GameDatabase,
    private readonly wallet: WalletClient,
    private readonly now: () => Date,
    private readonly log: QueueLog,
  ) {}

  enqueue(tx: Executor, call: Omit<NewWalletCall, 'nextAttemptAt'>): Promise<WalletCallRow | null> {
    return insertWalletCall(tx, { ...call, nextAttemptAt: this.now() });
  }

  /** Queues a round's win (zero too: it closes the round at the wallet) under the id `<round>-win`. */
  enqueueWin(
    tx: Executor,
    walletToken: string,
    round: { id: bigint; publicId: string },
    amount: bigint,
    outcome: unknown,
  ): Promise<WalletCallRow | null> {
    const transactionId = `${round.publicId}-win`;
    return this.enqueue(tx, {
      transactionId,
      roundId: round.id,
      kind: 'win',
      body: { sessionToken: walletToken, transactionId, roundId: round.publicId, amount: String(amount), outcome },
    });
  }

  /** Queues the wins of many settled rounds in one statement (a live table's close). */
  enqueueWins(
    tx: Executor,
    wins: { walletToken: string; round: { id: bigint; publicId: string }; amount: bigint; outcome: unknown }[],
  ): Promise<WalletCallRow[]> {
    const nextAttemptAt = this.now();
    return insertWalletCalls(
      tx,
      wins.map(({ walletToken, round, amount, outcome }) => {
        const transactionId = `${round.publicId}-win`;
        return {
          transactionId,
          roundId: round.id,
          kind: 'win' as const,
          body: { sessionToken: walletToken, transactionId, roundId: round.publicId, amount: String(amount), outcome },
          nextAttemptAt,
        };
      }),
    );
  }

  /** One attempt; the wallet's balance when accepted, null when it stays queued. */
  async deliver(call: WalletCallRow): Promise<string | null> {
    try {
      const answer = await this.wallet.call(pathOf[call.kind], call.body as Record<string, unknown>);
      await markDelivered(this.db, call.id, this.now());
      return answer.balance;
    } catch (error) {
      const refused = error instanceof WalletRefusal;
      const attempts = refused ? 20 : call.attempts + 1;
      const next = new Date(this.now().getTime() + retryDelayMs(attempts));
      const reason = refused ? `refused: ${error.code}` : error instanceof Error ? error.message : String(error);
      await markFailed(this.db, call.id, next, reason);
      this.log.warn({ transactionId: call.transactionId, kind: call.kind, reason }, 'wallet call stays queued');
      return null;
    }
  }

  /** Delivers the calls that are due, up to `limit`; answers how many were accepted. */
  async drainDue(limit = 50): Promise<number> {
    const calls = await claimDueCalls(this.db, this.now(), 60_000, limit);
    let accepted = 0;
    for (const call of calls) if ((await this.deliver(call)) !== null) accepted++;
    return accepted;
  }
}
