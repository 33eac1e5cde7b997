import { randomBytes } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import type { GameSessionRow } from '../sessions/sessions.repository.js';
import type { WalletClient } from '../wallet/wallet-client.js';
import type { WalletQueue } from '../wallet/wallet-queue.js';
import { attemptBet, type BetPacing, type TakenBet } from './bet-attempts.js';
import {
  addTrialWins,
  holdSession,
  insertRound,
  moveTrialBalance,
  type NewRound,
  releaseSession,
  settleManyWithWins,
  settleStake,
  settleWithWin,
  staleStakes,
} from './rounds.repository.js';

type Transaction = Parameters<Parameters<GameDatabase['transaction']>[0]>[0];

/** What a game decides for one round, in the transaction that takes its random numbers. */
export interface Decision<T> {
  win: bigint;
  /** The round waits for the player's actions after its bet (RoundSteps goes on with it); its win comes then. */
  open?: boolean;
  /** The round's record apart from what this module fills in (ids, session, mode, status, amounts). */
  record: Pick<NewRound, 'gameCode' | 'modelId' | 'commitment' | 'clientSeed' | 'nonce' | 'outcome' | 'liveRoundId'>;
  /**
   * An open round settled by someone else (a live table's dealer): once the wallet took a real bet, answers the
   * win if the result came in the meantime (then the round is settled at once), else null (it waits, 'open').
   * Runs in the transaction that moves the round on, so it can lock what decides.
   */
  settleLate?: (tx: Transaction) => Promise<bigint | null>;
  /** What the game client is answered, apart from the round id and the balance. */
  result: T;
}
export type Decide<T> = (tx: Transaction) => Promise<Decision<T>>;

export interface Played<T> {
  roundId: string;
  result: T;
  /** The balance after the round, minor units. */
  balance: string;
  /** What the operator's progressive jackpot paid, when the round's bet won it (already in the balance). */
  jackpotWin?: string;
}

export interface MoneyRoundsOptions {
  /** Pauses between attempts of a bet; tests pass one that returns at once. */
  wait?: (ms: number) => Promise<void>;
  /** The pauses before the second and later attempts of a bet that got no answer. */
  betRetryMs?: readonly number[];
  log?: { warn(details: object, message: string): void };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A round in play holds its session this long at most (longer than a bet's attempts can take). */
const holdMs = 30_000;

/**
 * The money of every round, whatever the game. Trial: the session's play money, in the round's transaction.
 * Real: the operator's wallet, as a real vendor does it. The round is decided and written first ('staking'),
 * then the bet is sent under the transaction id `<round>-bet`, again with the same id when no answer came
 * (the wallet applies an id once), and after the last attempt rolled back through the queue; a refused bet
 * ends the round. A taken bet queues the win (zero too: it closes the round) in the transaction that settles
 * the round, so no restart loses it. One real round of a session is in play at a time.
 */
export class MoneyRounds {
  readonly pacing: BetPacing;

  constructor(
    private readonly db: GameDatabase,
    private readonly wallet: WalletClient,
    private readonly queue: WalletQueue,
    private readonly now: () => Date,
    private readonly options: MoneyRoundsOptions = {},
  ) {
    this.pacing = { wait: options.wait ?? sleep, retryMs: options.betRetryMs ?? [200, 800] };
  }

  /**
   * Rolls back the bets of rounds a stopped process left 'staking' (it may have sent the bet, it never learned
   * the answer): after their session's hold ran out, each gets its rollback queued, as a bet with no answer does.
   * Answers how many it queued (two instances racing queue each one once).
   */
  async rollBackStaleStakes(): Promise<number> {
    const now = this.now();
    const stale = await staleStakes(this.db, new Date(now.getTime() - holdMs), now);
    let queued = 0;
    for (const round of stale) {
      const rollback = await this.closeRound(round.walletToken, round.id, round.publicId, 'rolled_back', 'rollback', {
        betTransactionId: `${round.publicId}-bet`,
      });
      if (rollback) queued++;
    }
    return queued;
  }

  /**
   * Gives back the stake of an open round its player left before any move (a mines round with no tile picked:
   * no move ends it without choosing for them): the round is rolled back and its one bet's rollback queued, in one
   * transaction and once; play money goes back to the session. Answers whether this call voided it.
   */
  async voidUntouched(session: GameSessionRow, round: { id: bigint; publicId: string; bet: bigint }) {
    if (session.mode === 'trial') {
      return this.db.transaction(async (tx) => {
        if (!(await settleStake(tx, round.id, 'rolled_back', 'open'))) return false;
        await moveTrialBalance(tx, session.id, 0n, round.bet);
        return true;
      });
    }
    const betTransactionId = `${round.publicId}-bet`;
    const rollback = await this.closeRound(
      session.walletToken,
      round.id,
      round.publicId,
      'rolled_back',
      'rollback',
      { betTransactionId },
      'open',
    );
    if (rollback) await this.queue.deliver(rollback);
    return rollback !== null;
  }

  /** The balance the player plays with: the play money, or the wallet's (null while it does not answer). */
  async balanceOf(session: GameSessionRow): Promise<string | null> {
    if (session.mode === 'trial') return String(session.trialBalance ?? 0n);
    try {
      return (await this.wallet.call(seamlessPaths.balance, { sessionToken: session.walletToken })).balance;
    } catch {
      return null;
    }
  }

  play<T>(session: GameSessionRow, bet: bigint, decide: Decide<T>): Promise<Played<T>> {
    return session.mode === 'trial' ? this.playTrial(session, bet, decide) : this.playReal(session, bet, decide);
  }

  private playTrial<T>(session: GameSessionRow, bet: bigint, decide: Decide<T>): Promise<Played<T>> {
    return this.db.transaction(async (tx) => {
      const decision = await decide(tx);
      const balance = await moveTrialBalance(tx, session.id, bet, decision.open ? 0n : decision.win);
      if (balance === null) {
        throw new VendorFailure(409, 'INSUFFICIENT_FUNDS', 'the play money left does not cover the bet', 'bet');
      }
      const roundId = newRoundId();
      await insertRound(tx, this.recordOf(session, roundId, bet, decision, decision.open ? 'open' : 'settled'));
      return { roundId, result: decision.result, balance: String(balance) };
    });
  }

  private async playReal<T>(session: GameSessionRow, bet: bigint, decide: Decide<T>): Promise<Played<T>> {
    const now = this.now();
    if (!(await holdSession(this.db, session.id, now, new Date(now.getTime() + holdMs)))) {
      throw new VendorFailure(409, 'ROUND_IN_PROGRESS', 'the previous round of this game is still in play', 'session');
    }
    try {
      const roundId = newRoundId();
      const { id, decision } = await this.db.transaction(async (tx) => {
        const decided = await decide(tx);
        return {
          id: await insertRound(tx, this.recordOf(session, roundId, bet, decided, 'staking')),
          decision: decided,
        };
      });
      const taken = await this.placeBet(session, id, roundId, bet);
      const jackpot = taken.jackpotWin ? { jackpotWin: taken.jackpotWin } : {};
      if (decision.open) {
        const moved = await this.db.transaction(async (tx) => {
          const win = decision.settleLate ? await decision.settleLate(tx) : null;
          if (win === null) return (await settleStake(tx, id, 'open')) ? 'open' : null;
          return this.settleWaiting(tx, session, { id, publicId: roundId }, win, decision.record.outcome, 'staking');
        });
        if (moved === null) {
          throw new VendorFailure(503, 'WALLET_UNAVAILABLE', 'the round was given up: its bet is given back', 'bet');
        }
        if (moved !== 'open' && typeof moved !== 'bigint') await this.queue.deliver(moved);
        return { roundId, result: decision.result, balance: taken.balance, ...jackpot };
      }
      const win = await this.closeRound(session.walletToken, id, roundId, 'settled', 'win', {
        amount: String(decision.win),
        outcome: decision.record.outcome as Record<string, unknown>,
      });
      if (!win) {
        // The recovery took the round for a stopped one (its hold ran out) and queued the bet's rollback.
        throw new VendorFailure(503, 'WALLET_UNAVAILABLE', 'the round was given up: its bet is given back', 'bet');
      }
      // The win is queued; delivering it now gives the wallet's own balance, and a failure leaves it queued.
      const paid = await this.queue.deliver(win);
      return {
        roundId,
        result: decision.result,
        balance: paid ?? String(BigInt(taken.balance) + decision.win),
        ...jackpot,
      };
    } finally {
      await releaseSession(this.db, session.id);
    }
  }

  /**
   * Settles a round that waited for a result decided elsewhere (a live table's), in the caller's transaction and
   * once: the round takes its win, and the win is queued for the wallet (real) or added to the play money
   * (trial, answered as the new balance). Null when the round had moved on already.
   */
  async settleWaiting(
    tx: Transaction,
    session: Pick<GameSessionRow, 'id' | 'mode' | 'walletToken'>,
    round: { id: bigint; publicId: string },
    win: bigint,
    outcome: unknown,
    from: 'staking' | 'open' = 'open',
  ) {
    if (!(await settleWithWin(tx, round.id, win, outcome, from))) return null;
    if (session.mode === 'trial') return (await moveTrialBalance(tx, session.id, 0n, win)) ?? 0n;
    return this.queue.enqueueWin(tx, session.walletToken, round, win, outcome);
  }

  /**
   * Settles many waiting rounds at once (a live table's close), in the caller's transaction and each once: a few
   * statements whatever their number. Real wins are queued (answered, to deliver); trial ones are added to the
   * play money (answered as each session's balance).
   */
  async settleWaitingMany<
    Waiting extends {
      session: Pick<GameSessionRow, 'id' | 'mode' | 'walletToken'>;
      round: { id: bigint; publicId: string };
      win: bigint;
      outcome: unknown;
    },
  >(tx: Transaction, waiting: Waiting[]) {
    const moved = await settleManyWithWins(
      tx,
      waiting.map(({ round, win, outcome }) => ({ id: round.id, win, outcome })),
    );
    const settled = waiting.filter(({ round }) => moved.has(round.id));
    const trial = settled.filter(({ session }) => session.mode === 'trial');
    const balances = await addTrialWins(
      tx,
      trial.map(({ session, win }) => ({ sessionId: session.id, win })),
    );
    const calls = await this.queue.enqueueWins(
      tx,
      settled
        .filter(({ session }) => session.mode === 'real')
        .map(({ session, round, win, outcome }) => ({ walletToken: session.walletToken, round, amount: win, outcome })),
    );
    return { settled, balances, calls };
  }

  /** The bet, with its retries; answers what the wallet took it with. Throws the refusal, or WALLET_UNAVAILABLE. */
  private async placeBet(session: GameSessionRow, id: bigint, roundId: string, bet: bigint): Promise<TakenBet> {
    const transactionId = `${roundId}-bet`;
    const body = { sessionToken: session.walletToken, transactionId, roundId, amount: String(bet) };
    const attempt = await attemptBet(this.wallet, body, this.pacing);
    if ('taken' in attempt) return attempt.taken;
    if ('refused' in attempt) {
      await settleStake(this.db, id, 'refused');
      const { code, params } = attempt.refused;
      throw new VendorFailure(409, code, 'the operator refused the bet', 'bet', params);
    }
    this.options.log?.warn({ err: attempt.unanswered, roundId }, 'bet got no answer; rolling it back');
    const rollback = await this.closeRound(session.walletToken, id, roundId, 'rolled_back', 'rollback', {
      betTransactionId: transactionId,
    });
    if (rollback) await this.queue.deliver(rollback);
    throw new VendorFailure(503, 'WALLET_UNAVAILABLE', 'the bet could not be placed: nothing was taken', 'bet');
  }

  /**
   * Moves the round on and queues the wallet call that closes it (its win, or the rollback of its bet) in one
   * transaction, under the transaction id `<round>-<kind>`; answers the queued call, or null when the round had
   * moved on already (nothing queued).
   */
  private closeRound(
    walletToken: string,
    id: bigint,
    roundId: string,
    status: 'settled' | 'rolled_back',
    kind: 'win' | 'rollback',
    details: Record<string, unknown>,
    from: 'staking' | 'open' = 'staking',
  ) {
    const transactionId = `${roundId}-${kind}`;
    return this.db.transaction(async (tx) => {
      // Once: a round another process (or the recovery) moved on already keeps the call that process queued.
      if (!(await settleStake(tx, id, status, from))) return null;
      return this.queue.enqueue(tx, {
        transactionId,
        roundId: id,
        kind,
        body: { sessionToken: walletToken, transactionId, roundId, ...details },
      });
    });
  }

  private recordOf<T>(
    session: GameSessionRow,
    publicId: string,
    bet: bigint,
    decision: Decision<T>,
    status: NewRound['status'],
  ): NewRound {
    return { ...decision.record, publicId, sessionId: session.id, mode: session.mode, status, bet, win: decision.win };
  }
}

const newRoundId = () => `R${randomBytes(12).toString('hex')}`;
