import type { ReelSpin, SlotTitle } from '@portal/contracts';
import { integerBelow, runSamplerAsync } from '@portal/lottery';
import type { GameDatabase } from '../db/client.js';
import type { Fairness } from '../fairness/fairness.service.js';
import { VendorFailure } from '../platform/failures.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import { ownerOf, playingSession } from '../sessions/sessions.service.js';
import { exactReturn } from './exact-return.js';
import { featuresOf, paidRound } from './features/paid.js';
import { playRound } from './features/round.js';
import { hitRateInTurns } from './hit-rate.js';
import { betUnits, type SlotModel } from './model.js';
import { slotModels } from './models/index.js';
import { betOptionsOf, modelOf } from './titles.js';

/**
 * A model's published figures, in percent (4 decimals): its return and the share of rounds that pay. Exact for a
 * model without features (no half-width, no rounds), simulated for one with them (its `published` figures).
 */
export interface ModelFigures {
  rtpPercent: number;
  hitRatePercent: number;
  rtpHalfWidthPercent: number | null;
  simulatedRounds: number | null;
}

const percent = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;

/**
 * Computed once per model and kept: they do not change while the process runs. The hit rate takes up to a second
 * of CPU for a five-reel model, computed in turns so the server keeps answering meanwhile; `main.ts` starts them
 * all at start (`warmModelFigures`), and a title asked for before its model is done waits for it.
 */
const figures = new Map<string, Promise<ModelFigures>>();
export function figuresOf(model: SlotModel): Promise<ModelFigures> {
  let known = figures.get(model.id);
  if (!known) {
    const published = model.published;
    known = published
      ? Promise.resolve({
          rtpPercent: published.rtpPercent,
          hitRatePercent: published.hitRatePercent,
          rtpHalfWidthPercent: published.rtpHalfWidthPercent,
          simulatedRounds: published.rounds,
        })
      : hitRateInTurns(model).then((rate) => ({
          rtpPercent: percent(exactReturn(model).total),
          hitRatePercent: percent(rate),
          rtpHalfWidthPercent: null,
          simulatedRounds: null,
        }));
    figures.set(model.id, known);
  }
  return known;
}

/** Works out every model's figures, one after another, in turns with the requests. */
export async function warmModelFigures(): Promise<void> {
  for (const model of slotModels) await figuresOf(model);
}

/**
 * The slots' rounds: the title's model, stops drawn from the player's provably fair stream, the window read
 * by the one engine; the money of the round is MoneyRounds' (play money, or the operator's wallet).
 */
export class SlotRounds {
  constructor(
    private readonly db: GameDatabase,
    private readonly fairness: Fairness,
    private readonly money: MoneyRounds,
    private readonly now: () => Date,
  ) {}

  async title(token: string): Promise<SlotTitle> {
    const session = await playingSession(this.db, token, this.now());
    const model = modelOf(session.gameCode);
    return {
      studio: session.studio,
      gameCode: session.gameCode,
      name: session.gameName,
      modelId: model.id,
      reels: model.strips.length,
      rows: model.rows,
      stripLengths: model.strips.map((strip) => strip.length),
      lines: model.pay.kind === 'lines' ? model.pay.lines.map((line) => [...line]) : null,
      coins: model.pay.kind === 'lines' ? null : model.pay.coins,
      payKind: model.pay.kind,
      minimumCount: model.minimumRun,
      features: featuresOf(model),
      paytable: Object.fromEntries(Object.entries(model.paytable).map(([symbol, pays]) => [symbol, [...pays]])),
      wild: model.wild ?? null,
      scatter: model.scatter ?? null,
      scatterPays: [...(model.scatterPays ?? [])],
      ...(await figuresOf(model)),
      maxWinMultiple: model.maxWinMultiple,
      volatility: model.volatility,
      betOptions: betOptionsOf(betUnits(model)).map(String),
      currency: session.currency,
      mode: session.mode,
      balance: await this.money.balanceOf(session),
    };
  }

  async spin(token: string, betText: string): Promise<ReelSpin> {
    const session = await playingSession(this.db, token, this.now());
    const model = modelOf(session.gameCode);
    const bet = BigInt(betText);
    if (!betOptionsOf(betUnits(model)).includes(bet)) {
      throw new VendorFailure(400, 'BET_INVALID', 'not one of the bets this game takes', 'bet');
    }
    const played = await this.money.play(session, bet, async (tx) => {
      const random = await this.fairness.nextRound(tx, ownerOf(session));
      const play = playRound(model);
      let request = play.next();
      while (!request.done) request = play.next(await runSamplerAsync(integerBelow(request.value), random.nextUint32));
      const outcome = request.value;
      const { spin, later, win } = paidRound(model, bet, outcome);
      const stops = outcome.draws.slice(0, model.strips.length);
      const fair = { commitment: random.commitment, clientSeed: random.clientSeed, nonce: random.nonce };
      // A round that drew more than its spin keeps every draw and the windows it went on to.
      const more = model.features ? { draws: outcome.draws, drawLengths: outcome.drawLengths, steps: later } : {};
      const wins = spin.wins;
      return {
        win,
        record: {
          gameCode: session.gameCode,
          modelId: model.id,
          ...fair,
          outcome: { stops, grid: spin.grid, wins, ...more },
        },
        result: {
          stops,
          grid: spin.grid,
          wins,
          expanded: spin.expanded,
          steps: later,
          draws: outcome.draws,
          drawLengths: outcome.drawLengths,
          win: String(win),
          ...fair,
        },
      };
    });
    const jackpot = played.jackpotWin ? { jackpotWin: played.jackpotWin } : {};
    return { roundId: played.roundId, ...played.result, bet: String(bet), balance: played.balance, ...jackpot };
  }
}
