import { randomBytes } from 'node:crypto';
import type { ReelSpin, SlotTitle } from '@portal/contracts';
import { integerBelow, runSamplerAsync } from '@portal/lottery';
import type { GameDatabase } from '../db/client.js';
import type { Fairness } from '../fairness/fairness.service.js';
import { VendorFailure } from '../platform/failures.js';
import { ownerOf, playingSession } from '../sessions/sessions.service.js';
import { evaluate, gridAt } from './evaluate.js';
import { exactReturn } from './exact-return.js';
import { betUnits, type SlotModel } from './model.js';
import { insertRound, moveTrialBalance } from './slot-rounds.repository.js';
import { betOptionsOf, modelOf } from './titles.js';

/** Computed once per model: the exact return does not change while the process runs. */
const returns = new Map<string, number>();
function rtpPercentOf(model: SlotModel): number {
  let rtp = returns.get(model.id);
  if (rtp === undefined) {
    rtp = Math.round(exactReturn(model).total * 1_000_000) / 10_000;
    returns.set(model.id, rtp);
  }
  return rtp;
}

/**
 * The slots' rounds: the title's model, stops drawn from the player's provably fair stream, the window read
 * by the one engine. Trial play moves the session's play money here; real money goes through the operator's
 * wallet, which the game server does not reach yet (issue 24's next step): a real spin is refused meanwhile.
 */
export class SlotRounds {
  constructor(
    private readonly db: GameDatabase,
    private readonly fairness: Fairness,
    private readonly now: () => Date,
  ) {}

  async title(token: string): Promise<SlotTitle> {
    const session = await playingSession(this.db, token, this.now());
    const model = modelOf(session.gameCode);
    return {
      gameCode: session.gameCode,
      modelId: model.id,
      reels: model.strips.length,
      rows: model.rows,
      lines: model.pay.kind === 'lines' ? model.pay.lines.map((line) => [...line]) : null,
      coins: model.pay.kind === 'ways' ? model.pay.coins : null,
      paytable: Object.fromEntries(Object.entries(model.paytable).map(([symbol, pays]) => [symbol, [...pays]])),
      wild: model.wild ?? null,
      scatter: model.scatter ?? null,
      scatterPays: [...(model.scatterPays ?? [])],
      rtpPercent: rtpPercentOf(model),
      betOptions: betOptionsOf(betUnits(model)).map(String),
      currency: session.currency,
      mode: session.mode,
      balance: session.trialBalance === null ? null : String(session.trialBalance),
    };
  }

  async spin(token: string, betText: string): Promise<ReelSpin> {
    const session = await playingSession(this.db, token, this.now());
    if (session.mode !== 'trial') {
      throw new VendorFailure(409, 'REAL_PLAY_UNAVAILABLE', 'real-money play is not connected yet', 'session');
    }
    const model = modelOf(session.gameCode);
    const units = BigInt(betUnits(model));
    const bet = BigInt(betText);
    if (!betOptionsOf(betUnits(model)).includes(bet)) {
      throw new VendorFailure(400, 'BET_INVALID', 'not one of the bets this game takes', 'bet');
    }
    return this.db.transaction(async (tx) => {
      const random = await this.fairness.nextRound(tx, ownerOf(session));
      const stops: number[] = [];
      for (const strip of model.strips)
        stops.push(await runSamplerAsync(integerBelow(strip.length), random.nextUint32));
      const grid = gridAt(model, stops);
      // Line and way pays are in bet units, scatters in total bets: both whole minor units, as a bet is a multiple.
      const wins = evaluate(model, grid).map((found) => ({
        line: found.line,
        symbol: found.symbol,
        count: found.count,
        ways: found.ways,
        amount: found.symbol === model.scatter ? bet * BigInt(found.multiple) : (bet / units) * BigInt(found.multiple),
      }));
      const win = wins.reduce((sum, found) => sum + found.amount, 0n);
      const balance = await moveTrialBalance(tx, session.id, bet, win);
      if (balance === null) {
        throw new VendorFailure(409, 'INSUFFICIENT_FUNDS', 'the play money left does not cover the bet', 'bet');
      }
      const roundId = `R${randomBytes(12).toString('hex')}`;
      const written = wins.map((found) => ({ ...found, amount: String(found.amount) }));
      await insertRound(tx, {
        publicId: roundId,
        sessionId: session.id,
        gameCode: session.gameCode,
        modelId: model.id,
        mode: session.mode,
        bet,
        win,
        commitment: random.commitment,
        clientSeed: random.clientSeed,
        nonce: random.nonce,
        outcome: { stops, grid, wins: written },
      });
      return {
        roundId,
        stops,
        grid,
        wins: written,
        bet: String(bet),
        win: String(win),
        balance: String(balance),
        commitment: random.commitment,
        clientSeed: random.clientSeed,
        nonce: random.nonce,
      };
    });
  }
}
