import type { HouseGameInfo, HousePlayRequest, HouseRound } from '@portal/contracts';
import type { HouseGame, Wager } from '@portal/house-games';
import { runSamplerAsync } from '@portal/lottery';
import type { GameDatabase } from '../db/client.js';
import type { Fairness } from '../fairness/fairness.service.js';
import { VendorFailure } from '../platform/failures.js';
import { returnPercent } from '../platform/return-percent.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import type { RoundSteps } from '../rounds/round-steps.js';
import { abandonedRounds, openRoundOf, type RoundRow } from '../rounds/rounds.repository.js';
import type { GameSessionRow } from '../sessions/sessions.repository.js';
import { ownerOf, playingSession } from '../sessions/sessions.service.js';
import { finishingMoves } from './finishing.js';
import { checkLimits, limitsOf } from './limits.js';
import { type HouseOutcome, inputFailure, stepOf } from './round-step.js';
import { type HouseTitle, houseTitleOf } from './titles.js';

/**
 * The house games' rounds (table games, video poker, arcade, scratch cards, bingo): the title's game from its
 * code, the deal drawn from the player's provably fair stream, the player's actions one request each; the money
 * is MoneyRounds' and RoundSteps' (play money, or the operator's wallet).
 */
export class HouseRounds {
  constructor(
    private readonly db: GameDatabase,
    private readonly fairness: Fairness,
    private readonly money: MoneyRounds,
    private readonly steps: RoundSteps,
    private readonly now: () => Date,
  ) {}

  async info(token: string): Promise<HouseGameInfo> {
    const session = await playingSession(this.db, token, this.now());
    const { game, edition } = titleOf(session);
    const rules = game.rules();
    const open = await this.steps.open(session);
    return {
      studio: session.studio,
      gameCode: session.gameCode,
      name: session.gameName,
      game: game.id,
      kind: game.kind,
      edition,
      returnPercent: returnPercent(rules.returnToPlayer),
      returnMethod: rules.method,
      maxWinMultiple: rules.maxWinMultiple,
      spots: rules.spots.map((spot) => ({
        spot: spot.spot,
        pays: spot.pays,
        returnPercent: returnPercent(spot.returnToPlayer),
      })),
      betOptions: limitsOf(game.kind, edition).chips.map(String),
      currency: session.currency,
      mode: session.mode,
      balance: await this.money.balanceOf(session),
      open: open ? roundOf(game, open, null) : null,
    };
  }

  async play(token: string, request: HousePlayRequest['wagers']): Promise<HouseRound> {
    const session = await playingSession(this.db, token, this.now());
    const { game, edition } = titleOf(session);
    const wagers: Wager[] = request.map((wager) => ({ spot: wager.spot, amount: BigInt(wager.amount) }));
    checkLimits(
      limitsOf(game.kind, edition),
      wagers.map((wager) => wager.amount),
    );
    try {
      game.checkWagers(wagers);
    } catch (error) {
      inputFailure(error);
    }
    const stake = wagers.reduce((sum, wager) => sum + wager.amount, 0n);
    const played = await this.money.play(session, stake, async (tx) => {
      // Taking the round's randomness locks the player's seeds until this round is written: a parallel deal
      // waits here, then finds this one open (one round of a game waits for actions at a time).
      const random = await this.fairness.nextRound(tx, ownerOf(session));
      if (await openRoundOf(tx, session.id)) {
        throw new VendorFailure(409, 'ROUND_OPEN', 'the last round of this game waits for an action', 'wagers');
      }
      const state = await runSamplerAsync(game.deal(wagers), random.nextUint32);
      const over = game.actions(state).length === 0;
      const outcome: HouseOutcome = {
        game: game.id,
        wagers: wagers.map((wager) => ({ spot: wager.spot, amount: String(wager.amount) })),
        state,
        taken: [],
      };
      const fair = { commitment: random.commitment, clientSeed: random.clientSeed, nonce: random.nonce };
      const win = over ? game.payout(state) : 0n;
      return {
        win,
        open: !over,
        record: { gameCode: session.gameCode, modelId: game.id, ...fair, outcome },
        result: { outcome, win, fair },
      };
    });
    const { outcome, win, fair } = played.result;
    return viewOf(game, played.roundId, outcome, stake, win, played.balance, fair);
  }

  async act(token: string, roundId: string, action: string): Promise<HouseRound> {
    const session = await playingSession(this.db, token, this.now());
    const { game } = titleOf(session);
    const taken = await this.steps.take(session, roundId, (round) => stepOf(game, round, [action]));
    return roundOf(game, taken.result.round, taken.balance, taken.result.win);
  }

  /**
   * Finishes the rounds left waiting in sessions that have ended, with the moves a casino's rules take for an
   * absent player (finishing.ts), and gives back the stake of one left before any move that no such move ends (a
   * mines round with no tile picked); answers how many it closed. The game server's loop runs it (main.ts).
   */
  async finishAbandoned(limit = 100): Promise<number> {
    let finished = 0;
    for (const { round, session } of await abandonedRounds(this.db, this.now(), limit)) {
      const title = houseTitleOf(session.gameCode);
      if (!title) continue;
      const outcome = round.outcome as HouseOutcome;
      const finishing = finishingMoves(title.game, outcome.state);
      if (finishing) {
        await this.steps.take(session, round.publicId, (current) => stepOf(title.game, current, finishing.moves));
        finished++;
      } else if (outcome.taken.length === 0 && (await this.money.voidUntouched(session, round))) {
        finished++;
      }
    }
    return finished;
  }
}

function titleOf(session: GameSessionRow): HouseTitle {
  const title = houseTitleOf(session.gameCode);
  if (!title) throw new VendorFailure(404, 'NOT_A_HOUSE_GAME', 'this title is not a house game', 'session');
  return title;
}

function roundOf(game: HouseGame, round: RoundRow, balance: string | null, win: bigint | null = null): HouseRound {
  const fair = { commitment: round.commitment, clientSeed: round.clientSeed, nonce: round.nonce };
  return viewOf(game, round.publicId, round.outcome as HouseOutcome, round.bet, win, balance, fair);
}

function viewOf(
  game: HouseGame,
  roundId: string,
  outcome: HouseOutcome,
  stake: bigint,
  win: bigint | null,
  balance: string | null,
  fair: { commitment: string; clientSeed: string; nonce: number },
): HouseRound {
  const actions = game.actions(outcome.state);
  return {
    roundId,
    status: actions.length === 0 ? 'settled' : 'open',
    view: game.view(outcome.state),
    actions,
    taken: outcome.taken,
    wagers: outcome.wagers,
    stake: String(stake),
    win: actions.length === 0 && win !== null ? String(win) : null,
    balance,
    ...fair,
  };
}
