import type { SeamlessAnswer } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { Executor } from '../../../db/executor.js';
import { AppError } from '../../../platform/errors.js';
import { tokenHashOf } from '../../../platform/tokens.js';
import { findGameSession } from '../launch/game-session.repository.js';
import * as rounds from './seamless.repository.js';
import { type Applied, applyOnce } from './transaction-once.js';
import { move } from './wallet-moves.js';

interface Session {
  sessionToken: string;
}
interface Money extends Session {
  transactionId: string;
  roundId: string;
  amount: string;
}

/**
 * A real-money session of this provider, or GAME_SESSION_INVALID. Bets need it still playing;
 * wins and rollbacks are accepted after it closed or expired (the round was staked while it played).
 */
async function realSession(db: Executor, providerCode: string, token: string, mustPlay: boolean) {
  const session = await findGameSession(db, tokenHashOf(token));
  const usable =
    session && session.providerCode === providerCode && session.mode === 'real' && session.memberId !== null;
  if (!usable || (mustPlay && !session.live)) throw new AppError('GAME_SESSION_INVALID', { field: 'sessionToken' });
  return { ...session, memberId: session.memberId! };
}

const amountOf = (text: string, allowZero: boolean) => {
  const amount = BigInt(text);
  if (amount < 0n || (!allowZero && amount === 0n)) throw new AppError('AMOUNT_INVALID', { field: 'amount' });
  return amount;
};

const answer = (balance: bigint, currency: string, entryId: bigint | null): SeamlessAnswer => ({
  balance: String(balance),
  currency,
  transactionId: entryId === null ? null : String(entryId),
});

/** The seamless wallet of ARCHITECTURE §5, for requests whose signature was already checked. */
export class SeamlessWallet {
  constructor(private readonly db: Database) {}

  async balance(providerCode: string, body: Session): Promise<SeamlessAnswer> {
    const session = await realSession(this.db, providerCode, body.sessionToken, true);
    const account = await rounds.mainAccount(this.db, session.memberId);
    return answer(account.balance, account.currency, null);
  }

  /** Debits a stake and opens (or adds to) the round; INSUFFICIENT_FUNDS carries the balance. */
  bet(providerCode: string, body: Money): Promise<SeamlessAnswer> {
    const call = { providerCode, transactionId: body.transactionId, kind: 'bet' as const, body };
    return applyOnce(this.db, call, async (tx): Promise<Applied> => {
      await rounds.lockBetId(tx, providerCode, body.transactionId);
      if (await rounds.isVoidedBet(tx, providerCode, body.transactionId)) {
        throw new AppError('TRANSACTION_ROLLED_BACK', { field: 'transactionId' });
      }
      const session = await realSession(tx, providerCode, body.sessionToken, true);
      const amount = amountOf(body.amount, false);
      const round = await rounds.openRound(tx, {
        siteId: session.siteId,
        memberId: session.memberId,
        gameId: session.gameId,
        sessionId: session.id,
        providerCode,
        roundRef: body.roundId,
        mode: 'real',
        realStake: 0n,
      });
      if (round.sessionId !== session.id || round.status !== 'open') {
        throw new AppError('CONFLICT', {
          field: 'roundId',
          message: 'the round is closed or not of this session',
        });
      }
      try {
        const moved = await move(tx, session, 'game_bet', `seamless:${providerCode}:${body.transactionId}`, -amount);
        // Demo money staked counts for no valid bet: the stake's real part is kept with the round.
        const real = await rounds.realStakeOf(tx, session.memberId, amount, moved.balance);
        await rounds.recordStake(tx, round.id, { amount, real }, moved.balance);
        return {
          answer: answer(moved.balance, moved.currency, moved.entryId),
          roundId: round.id,
          amount,
          entryId: moved.entryId,
        };
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
        const { balance } = await rounds.mainAccount(tx, session.memberId);
        throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', params: { balance: String(balance) } });
      }
    });
  }

  /** Credits a win (zero closes the round without money) and settles the round with its outcome. */
  win(providerCode: string, body: Money & { outcome?: Record<string, unknown> | undefined }): Promise<SeamlessAnswer> {
    const call = { providerCode, transactionId: body.transactionId, kind: 'win' as const, body };
    return applyOnce(this.db, call, async (tx): Promise<Applied> => {
      const session = await realSession(tx, providerCode, body.sessionToken, false);
      const amount = amountOf(body.amount, true);
      const round = await rounds.lockRound(tx, providerCode, body.roundId);
      if (!round || round.sessionId !== session.id) throw new AppError('NOT_FOUND', { field: 'roundId' });
      if (round.status === 'rolled_back') throw new AppError('CONFLICT', { field: 'roundId' });
      let moved: { balance: bigint; currency: string; entryId: bigint | null };
      if (amount > 0n) {
        moved = await move(tx, session, 'game_win', `seamless:${providerCode}:${body.transactionId}`, amount);
      } else {
        const account = await rounds.mainAccount(tx, session.memberId);
        moved = { balance: account.balance, currency: account.currency, entryId: null };
      }
      await rounds.recordWin(tx, round.id, amount, moved.balance, body.outcome);
      return {
        answer: answer(moved.balance, moved.currency, moved.entryId),
        roundId: round.id,
        amount,
        entryId: moved.entryId,
      };
    });
  }

  /**
   * Gives a bet's stake back, once per bet whatever rollback id carries it (the ledger key is the
   * bet's); a round already paid is not rolled back. A bet not seen yet moves nothing and is voided:
   * kept, so the bet is refused when it arrives late (the rollback wins, the stake is never lost).
   */
  rollback(
    providerCode: string,
    body: Session & { transactionId: string; roundId: string; betTransactionId: string },
  ): Promise<SeamlessAnswer> {
    const call = { providerCode, transactionId: body.transactionId, kind: 'rollback' as const, body };
    return applyOnce(this.db, call, async (tx): Promise<Applied> => {
      const session = await realSession(tx, providerCode, body.sessionToken, false);
      await rounds.lockBetId(tx, providerCode, body.betTransactionId);
      const bet = await rounds.findTransaction(tx, providerCode, body.betTransactionId);
      if (bet?.kind !== 'bet' || bet.roundId === null) {
        if (!bet) {
          const voided = { providerCode, betTransactionId: body.betTransactionId };
          await rounds.voidBet(tx, { ...voided, rollbackTransactionId: body.transactionId });
        }
        const account = await rounds.mainAccount(tx, session.memberId);
        return { answer: answer(account.balance, account.currency, null), roundId: null, amount: 0n, entryId: null };
      }
      const round = await rounds.lockRoundById(tx, bet.roundId);
      if (!round || round.sessionId !== session.id || round.roundRef !== body.roundId) {
        throw new AppError('NOT_FOUND', { field: 'betTransactionId' });
      }
      if (round.status === 'settled') {
        throw new AppError('CONFLICT', { field: 'betTransactionId', message: 'the round was paid already' });
      }
      const key = `seamless:${providerCode}:rollback-of:${body.betTransactionId}`;
      const moved = await move(tx, session, 'game_rollback', key, bet.amount);
      await rounds.recordRollback(tx, round.id, moved.balance);
      return {
        answer: answer(moved.balance, moved.currency, moved.entryId),
        roundId: round.id,
        amount: bet.amount,
        entryId: moved.entryId,
      };
    });
  }
}
