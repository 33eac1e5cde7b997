import type { SeamlessAnswer } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { Executor } from '../../../db/executor.js';
import { AppError } from '../../../platform/errors.js';
import { tokenHashOf } from '../../../platform/tokens.js';
import type { JackpotDraw, JackpotTermsCache } from '../../jackpot/jackpot-terms.js';
import { type Leg, postingWith } from '../../ledger/ledger.service.js';
import { findGameSession } from '../launch/game-session.repository.js';
import * as rounds from './seamless.repository.js';
import { type SessionContext, SessionContexts } from './session-contexts.js';
import { type Applied, answerOfLostRace, applyOnce, requestHashOf } from './transaction-once.js';
import { payWin, placeBet, walletRefusals } from './wallet.statements.js';
import { gameEntry, giveBetBack } from './wallet-moves.js';

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

/** What a bet and a win both send their statement. */
const callOf = (session: SessionContext, providerCode: string, body: Money, requestHash: string, amount: bigint) => ({
  providerCode,
  transactionId: body.transactionId,
  requestHash,
  sessionId: session.id,
  roundRef: body.roundId,
  amount,
  walletId: session.walletId,
  currency: session.currency,
});

/** The journal entry of a bet or a win, under the call's own key (a slot bet's jackpot share is one of its legs). */
const entryOf = (
  session: SessionContext,
  kind: 'game_bet' | 'game_win',
  call: { providerCode: string; transactionId: string },
  toMember: bigint,
  share: Leg | null = null,
) => gameEntry(session, session, kind, `seamless:${call.providerCode}:${call.transactionId}`, toMember, share);

/** The site's jackpot as the bets meet it: its terms, and the draw that decides a winning bet. */
export interface WalletJackpot {
  terms: JackpotTermsCache;
  draw: JackpotDraw;
}

/** The seamless wallet of ARCHITECTURE §5, for requests whose signature was already checked. */
export class SeamlessWallet {
  private readonly sessions: SessionContexts;

  constructor(
    private readonly db: Database,
    private readonly jackpot: WalletJackpot | null = null,
  ) {
    this.sessions = new SessionContexts(db);
  }

  async balance(providerCode: string, body: Session): Promise<SeamlessAnswer> {
    const session = await realSession(this.db, providerCode, body.sessionToken, true);
    const account = await rounds.mainAccount(this.db, session.memberId);
    return answer(account.balance, account.currency, null);
  }

  /**
   * Debits a stake and opens (or adds to) the round, in one statement (seamless_bet.sql). A slot bet puts its
   * share in the site's jackpot, and the draw made here decides whether it wins the pool (paid in that statement).
   */
  async bet(providerCode: string, body: Money): Promise<SeamlessAnswer> {
    const session = await this.sessions.of(providerCode, body.sessionToken);
    const amount = amountOf(body.amount, false);
    const call = {
      ...callOf(session, providerCode, body, requestHashOf('bet', body), amount),
      memberId: session.memberId,
      siteId: session.siteId,
      gameId: session.gameId,
    };
    const jackpot = this.jackpot && (await this.jackpot.terms.partOf({ ...session, amount }, this.jackpot.draw));
    const won = jackpot?.won ? { jackpot: jackpot.won } : {};
    try {
      return await postingWith(entryOf(session, 'game_bet', call, -amount, jackpot?.leg), (entry) =>
        placeBet(this.db.$client, { ...call, entry, ...won }),
      );
    } catch (error) {
      const answered = await answerOfLostRace(this.db, error, call);
      if (answered) return answered;
      throw await this.refusal(error, 'bet', session);
    }
  }

  /** Credits a win (zero closes the round without money) and settles the round, in one statement (seamless_win.sql). */
  async win(
    providerCode: string,
    body: Money & { outcome?: Record<string, unknown> | undefined },
  ): Promise<SeamlessAnswer> {
    const session = await this.sessions.of(providerCode, body.sessionToken);
    const amount = amountOf(body.amount, true);
    const call = { ...callOf(session, providerCode, body, requestHashOf('win', body), amount), outcome: body.outcome };
    try {
      if (amount === 0n) return await payWin(this.db.$client, call);
      return await postingWith(entryOf(session, 'game_win', call, amount), (entry) =>
        payWin(this.db.$client, { ...call, entry }),
      );
    } catch (error) {
      const answered = await answerOfLostRace(this.db, error, call);
      if (answered) return answered;
      throw await this.refusal(error, 'win', session);
    }
  }

  /** The database's refusal of a bet or a win as the provider's error. */
  private async refusal(error: unknown, kind: 'bet' | 'win', session: SessionContext): Promise<unknown> {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      const { balance } = await rounds.mainAccount(this.db, session.memberId);
      return new AppError('INSUFFICIENT_FUNDS', { field: 'amount', params: { balance: String(balance) } });
    }
    switch ((error as { code?: string }).code) {
      case walletRefusals.sessionStopped:
        return new AppError('GAME_SESSION_INVALID', { field: 'sessionToken' });
      case walletRefusals.betRolledBack:
        return new AppError('TRANSACTION_ROLLED_BACK', { field: 'transactionId' });
      case walletRefusals.otherBody:
        return new AppError('IDEMPOTENCY_CONFLICT', { field: 'transactionId' });
      case walletRefusals.roundNotOfSession:
        return new AppError('NOT_FOUND', { field: 'roundId' });
      case walletRefusals.roundClosed:
        return kind === 'bet'
          ? new AppError('CONFLICT', { field: 'roundId', message: 'the round is closed or not of this session' })
          : new AppError('CONFLICT', { field: 'roundId' });
      default:
        return error;
    }
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
      const moved = await giveBetBack(tx, session, providerCode, bet);
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
