import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import type { GameSessionRow } from '../sessions/sessions.repository.js';
import type { WalletClient } from '../wallet/wallet-client.js';
import type { WalletQueue } from '../wallet/wallet-queue.js';
import { attemptBet, type BetPacing } from './bet-attempts.js';
import {
  advanceRound,
  holdSession,
  moveTrialBalance,
  openRoundOf,
  type RoundRow,
  releaseSession,
} from './rounds.repository.js';

/** What one action does to an open round, worked out from the round as it stands (pure: no randomness). */
export interface Step<T> {
  /** Minor units the action adds to the stake (a double, a raise); sent as a bet of its own. */
  extraStake: bigint;
  /** Names the extra stake's bet (`<round>-bet-<n>`): the number of the action that adds it. */
  betNumber: number;
  /** The round's record after the action (the game's state and the actions taken). */
  outcome: unknown;
  over: boolean;
  /** The round's win once over; 0n before. */
  win: bigint;
  result: T;
}

const holdMs = 30_000;

/**
 * The actions of rounds that wait for the player (MoneyRounds opened them: their first bet is taken). Each
 * action is applied to the round as stored, once: trial rounds under the round's row lock, real ones under the
 * session's hold, as their bets go out over HTTP. An action's extra stake is a bet of its own, under
 * `<round>-bet-<action number>`, with the first bet's retries and rollback; the last action queues the win in
 * the transaction that settles the round.
 */
export class RoundSteps {
  constructor(
    private readonly db: GameDatabase,
    private readonly wallet: WalletClient,
    private readonly queue: WalletQueue,
    private readonly pacing: BetPacing,
    private readonly now: () => Date,
  ) {}

  /** The session's open round, if any. */
  open(session: GameSessionRow): Promise<RoundRow | null> {
    return openRoundOf(this.db, session.id);
  }

  take<T>(session: GameSessionRow, roundId: string, step: (round: RoundRow) => Step<T>) {
    return session.mode === 'trial' ? this.takeTrial(session, roundId, step) : this.takeReal(session, roundId, step);
  }

  private takeTrial<T>(session: GameSessionRow, roundId: string, step: (round: RoundRow) => Step<T>) {
    return this.db.transaction(async (tx) => {
      const round = await openRoundOf(tx, session.id, true);
      if (!round || round.publicId !== roundId) throw roundNotOpen();
      const next = step(round);
      const balance = await moveTrialBalance(tx, session.id, next.extraStake, next.win);
      if (balance === null) {
        throw new VendorFailure(409, 'INSUFFICIENT_FUNDS', 'the play money left does not cover the bet', 'action');
      }
      await advanceRound(tx, round.id, next);
      return { result: next.result, balance: String(balance) };
    });
  }

  private async takeReal<T>(session: GameSessionRow, roundId: string, step: (round: RoundRow) => Step<T>) {
    const now = this.now();
    if (!(await holdSession(this.db, session.id, now, new Date(now.getTime() + holdMs)))) {
      throw new VendorFailure(409, 'ROUND_IN_PROGRESS', 'the previous action is still in play', 'session');
    }
    try {
      const round = await openRoundOf(this.db, session.id);
      if (!round || round.publicId !== roundId) throw roundNotOpen();
      const next = step(round);
      let balance: string | null = null;
      if (next.extraStake > 0n) balance = await this.placeExtraBet(session, round, next.betNumber, next.extraStake);
      const win = await this.db.transaction(async (tx) => {
        if (!(await advanceRound(tx, round.id, next))) throw roundNotOpen();
        if (!next.over) return null;
        return this.queue.enqueueWin(tx, session.walletToken, round, next.win, next.outcome);
      });
      if (win) balance = (await this.queue.deliver(win)) ?? balance;
      return { result: next.result, balance };
    } finally {
      await releaseSession(this.db, session.id);
    }
  }

  /** An action's own bet; a refusal leaves the round as it was, no answer queues the bet's rollback. */
  private async placeExtraBet(session: GameSessionRow, round: RoundRow, betNumber: number, amount: bigint) {
    const transactionId = `${round.publicId}-bet-${betNumber}`;
    const body = { sessionToken: session.walletToken, transactionId, roundId: round.publicId, amount: String(amount) };
    const attempt = await attemptBet(this.wallet, body, this.pacing);
    if ('taken' in attempt) return attempt.taken.balance;
    if ('refused' in attempt) {
      const { code, params } = attempt.refused;
      throw new VendorFailure(409, code, 'the operator refused the bet', 'action', params);
    }
    const rollbackId = `${transactionId}-rollback`;
    const rollback = await this.queue.enqueue(this.db, {
      transactionId: rollbackId,
      roundId: round.id,
      kind: 'rollback',
      body: {
        sessionToken: session.walletToken,
        transactionId: rollbackId,
        roundId: round.publicId,
        betTransactionId: transactionId,
      },
    });
    if (rollback) await this.queue.deliver(rollback);
    throw new VendorFailure(503, 'WALLET_UNAVAILABLE', 'the bet could not be placed: nothing was taken', 'action');
  }
}

const roundNotOpen = () =>
  new VendorFailure(404, 'ROUND_NOT_OPEN', 'no round of this game waits for an action', 'roundId');
