import { randomBytes } from 'node:crypto';
import type { Language, SlotInfo, SlotSpin } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { Site } from '../../../platform/site.types.js';
import { tokenHashOf } from '../../../platform/tokens.js';
import { findGameSession, type GameSessionRow, moveTrialBalance } from '../launch/game-session.repository.js';
import { insertSettledRound } from '../seamless/seamless.repository.js';
import { cryptoRandom, type RandomSource } from '../slot/random.js';
import { payLines, paytable, publishedRtpPercent, reelCount, rowCount } from '../slot/slot-definition.js';
import { type SpinOutcome, spin } from '../slot/slot-engine.js';
import { betOptionsOf, isBetOption } from './bet-options.js';
import { type WalletClient, WalletRefusal } from './wallet-client.js';

export const builtinProviderCode = 'builtin';

/** Where the provider reports what went wrong in the money path (the app's logger). */
export interface ProblemLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
const silentLog: ProblemLog = { warn: () => undefined, error: () => undefined };

type PlayingSession = NonNullable<GameSessionRow>;

/** A built-in session of this site that still plays, or GAME_SESSION_INVALID. */
async function playingSession(db: Database, site: Site, token: string, field: string): Promise<PlayingSession> {
  const session = await findGameSession(db, tokenHashOf(token));
  if (!session || session.providerCode !== builtinProviderCode || session.siteId !== site.id || !session.live) {
    throw new AppError('GAME_SESSION_INVALID', { field });
  }
  return session;
}

/** A wallet refusal as the game page's error: the same code and params, named after the page's own fields. */
function passOn(refusal: WalletRefusal, sessionField: string): AppError {
  const field = refusal.code === 'INSUFFICIENT_FUNDS' ? 'bet' : sessionField;
  return new AppError(refusal.code, { field, ...(refusal.details.params ? { params: refusal.details.params } : {}) });
}

const outcomeRecord = (outcome: SpinOutcome) => ({
  stops: outcome.stops,
  grid: outcome.grid,
  wins: outcome.wins.map((win) => ({ ...win, amount: String(win.amount) })),
});

/**
 * The built-in provider: its game API (info, spin) for the /seamless page. Real money moves only
 * through the seamless wallet, by signed HTTP calls (WalletClient); a trial session plays with the
 * play money kept on the session. Every round is recorded in game_rounds.
 */
export class BuiltinProvider {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletClient,
    private readonly random: RandomSource = cryptoRandom,
    private readonly log: ProblemLog = silentLog,
  ) {}

  async info(site: Site, language: Language, token: string): Promise<SlotInfo> {
    const session = await playingSession(this.db, site, token, 'session');
    const balance = session.mode === 'trial' ? String(session.trialBalance ?? 0n) : await this.realBalance(token);
    return {
      gameCode: session.gameCode,
      name: session.names[language] ?? session.gameName,
      reels: reelCount,
      rows: rowCount,
      lines: payLines.map((line) => [...line]),
      paytable: Object.fromEntries(Object.entries(paytable).map(([symbol, pays]) => [symbol, [...pays]])),
      rtpPercent: publishedRtpPercent,
      betOptions: betOptionsOf(site).map(String),
      currency: site.brand.currency.code,
      balance,
      mode: session.mode,
    };
  }

  private async realBalance(token: string): Promise<string> {
    try {
      return (await this.wallet.balance(token)).balance;
    } catch (error) {
      throw error instanceof WalletRefusal ? passOn(error, 'session') : error;
    }
  }

  async spin(site: Site, token: string, betText: string): Promise<SlotSpin> {
    const session = await playingSession(this.db, site, token, 'session');
    const bet = BigInt(betText);
    if (!isBetOption(site, bet)) throw new AppError('AMOUNT_INVALID', { field: 'bet' });
    const roundRef = `B${randomBytes(12).toString('hex')}`;
    const outcome = spin(this.random, bet);
    const balance =
      session.mode === 'trial'
        ? await this.settleTrial(session, roundRef, bet, outcome)
        : await this.settleReal(token, roundRef, bet, outcome);
    return {
      roundId: roundRef,
      grid: outcome.grid,
      wins: outcome.wins.map((win) => ({ ...win, amount: String(win.amount) })),
      bet: String(bet),
      win: String(outcome.win),
      balance: String(balance),
    };
  }

  private async settleTrial(session: PlayingSession, roundRef: string, bet: bigint, outcome: SpinOutcome) {
    return this.db.transaction(async (tx) => {
      const after = await moveTrialBalance(tx, session.id, bet, outcome.win - bet);
      if (after === null) {
        const balance = String(session.trialBalance ?? 0n);
        throw new AppError('INSUFFICIENT_FUNDS', { field: 'bet', params: { balance } });
      }
      await insertSettledRound(tx, {
        siteId: session.siteId,
        memberId: session.memberId,
        gameId: session.gameId,
        sessionId: session.id,
        providerCode: builtinProviderCode,
        roundRef,
        mode: 'trial',
        stake: bet,
        realStake: 0n, // play money: no real money is staked in a trial
        win: outcome.win,
        balanceBefore: after - outcome.win + bet,
        balanceAfter: after,
        outcome: outcomeRecord(outcome),
      });
      return after;
    });
  }

  /**
   * Gives an unanswered bet back: the rollback is idempotent, so it is tried up to three times, each
   * failure logged with the round's ids. A bet still open after that stays on record as an open round
   * for the recovery of open rounds to settle.
   */
  private async rollBack(token: string, roundRef: string, betId: string): Promise<void> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        await this.wallet.rollback(token, `${roundRef}-rollback`, roundRef, betId);
        return;
      } catch (error) {
        this.log.error({ err: error, roundRef, betId, attempt }, 'slot rollback failed');
      }
    }
  }

  /**
   * Bet, then win (zero included: it closes the round). A bet the wallet refused is passed on (with
   * the balance for INSUFFICIENT_FUNDS); a bet that got no answer is rolled back, as the industry's
   * providers do, since it may or may not have been taken. A win is retried: it is idempotent.
   */
  private async settleReal(token: string, roundRef: string, bet: bigint, outcome: SpinOutcome) {
    const betId = `${roundRef}-bet`;
    try {
      await this.wallet.bet(token, betId, roundRef, bet);
    } catch (error) {
      if (error instanceof WalletRefusal) throw passOn(error, 'session');
      this.log.warn({ err: error, roundRef, betId }, 'slot bet got no answer; rolling it back');
      await this.rollBack(token, roundRef, betId);
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const paid = await this.wallet.win(token, `${roundRef}-win`, roundRef, outcome.win, outcomeRecord(outcome));
        return BigInt(paid.balance);
      } catch (error) {
        if (error instanceof WalletRefusal) throw passOn(error, 'session');
        lastError = error;
      }
    }
    throw lastError;
  }
}
