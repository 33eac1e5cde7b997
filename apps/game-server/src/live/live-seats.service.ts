import type { LiveActed, LiveBetPlaced, LiveBetRequest } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import { inputFailure, stepOf } from '../house/round-step.js';
import { VendorFailure } from '../platform/failures.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import type { RoundSteps } from '../rounds/round-steps.js';
import { openRoundOf } from '../rounds/rounds.repository.js';
import { lockSeat, notifyTable, roundByNumber, sessionBetsOf } from './live.repository.js';
import type { LiveTables } from './live.service.js';
import { instantPayout } from './live-results.js';
import type { LiveTitle } from './live-titles.js';

type Wager = { spot: string; amount: string };

/**
 * A seat's bets while the round takes them, and its moves while the seats decide (blackjack, casino hold'em). A
 * bet is one wallet bet, taken by MoneyRounds as any round's; a move that stakes more (a double, a call) is a
 * bet of its own by RoundSteps. A seat's bets are decided one at a time (its session is locked, and held while
 * its bet is out), so its limits count every earlier one.
 */
export class LiveSeats {
  constructor(
    private readonly db: GameDatabase,
    private readonly tables: LiveTables,
    private readonly money: MoneyRounds,
    private readonly steps: RoundSteps,
    private readonly now: () => Date,
  ) {}

  async bet(request: LiveBetRequest): Promise<LiveBetPlaced> {
    const { session, title, table } = await this.tables.seat(request.session);
    const wagers = request.wagers.map((wager) => ({ spot: wager.spot, amount: BigInt(wager.amount) }));
    const step = title.limits.chips[0]!;
    wagers.forEach((wager, index) => {
      if (wager.amount % step !== 0n) {
        throw new VendorFailure(400, 'BET_INVALID', `a wager is a whole number of ${step}`, `wagers.${index}.amount`);
      }
    });
    try {
      title.game.checkWagers(wagers);
    } catch (error) {
      inputFailure(error);
    }
    const stake = wagers.reduce((sum, wager) => sum + wager.amount, 0n);
    const stored = wagers.map((wager) => ({ spot: wager.spot, amount: String(wager.amount) }));
    let all: Wager[] = [];
    const played = await this.money.play(session, stake, async (tx) => {
      // Shared with the other seats' bets, exclusive of the dealer's close: a bet is in before it, or refused.
      const round = await roundByNumber(tx, table.id, request.roundNumber, 'share');
      if (round?.status !== 'betting' || this.now() >= round.closesAt) {
        throw new VendorFailure(409, 'BETTING_CLOSED', 'bets on this round are closed', 'roundNumber');
      }
      await lockSeat(tx, session.id);
      const prior = (await sessionBetsOf(tx, round.id, session.id)).flatMap(
        (row) => (row.outcome as { wagers: Wager[] }).wagers,
      );
      if (title.decisions && prior.length > 0) {
        throw new VendorFailure(409, 'BET_PLACED', 'one hand a round at this table: the bet is placed', 'wagers');
      }
      all = [...prior, ...stored];
      checkTableLimits(title, all);
      return {
        win: 0n,
        open: true,
        record: {
          gameCode: session.gameCode,
          modelId: title.game.id,
          commitment: round.commitment,
          clientSeed: table.tableKey,
          nonce: round.number,
          outcome: { live: { table: table.tableKey, round: round.number }, wagers: stored },
          liveRoundId: round.id,
        },
        result: round.number,
        // The wallet took the bet after an instant round was settled: it is settled with the result at once (a
        // table that takes decisions deals a late hand when the decisions close).
        settleLate: async (late) => {
          const closed = await roundByNumber(late, table.id, round.number, 'share');
          return closed?.status === 'settled' && !title.decisions
            ? instantPayout(title.game, stored, closed.outcome)
            : null;
        },
      };
    });
    await notifyTable(this.db, table.id, 'board');
    return {
      roundId: played.roundId,
      roundNumber: played.result,
      stake: String(stake),
      balance: played.balance,
      mine: {
        roundNumber: played.result,
        wagers: all,
        stake: String(all.reduce((sum, wager) => sum + BigInt(wager.amount), 0n)),
        hand: null,
        actions: [],
      },
    };
  }

  /** A seat's move while the round's decisions are open; its hand is settled with everyone's at their close. */
  async act(request: { session: string; roundNumber: number; action: string }): Promise<LiveActed> {
    const { session, title, table } = await this.tables.seat(request.session);
    if (!title.decisions) throw new VendorFailure(409, 'NO_DECISIONS', 'this table takes no decisions', 'action');
    const round = await roundByNumber(this.db, table.id, request.roundNumber);
    if (round?.status !== 'deciding' || this.now() >= round.decidesAt!) {
      throw new VendorFailure(409, 'DECISIONS_CLOSED', 'the decisions of this round are closed', 'roundNumber');
    }
    const open = await openRoundOf(this.db, session.id);
    if (open?.liveRoundId !== round.id) {
      throw new VendorFailure(404, 'ROUND_NOT_OPEN', 'no hand of this round waits for a move', 'roundNumber');
    }
    const taken = await this.steps.take(session, open.publicId, (row) => {
      const next = stepOf(title.game, row, [request.action]);
      // The hand stays open whatever it did: the dealer settles every seat at once when the decisions close.
      return { ...next, over: false, win: 0n };
    });
    const mine = await this.tables.mineOf(title, round, session.id);
    return { mine, stake: String(taken.result.round.bet), balance: taken.balance };
  }
}

/** A spot's stakes and a seat's whole round within the table's limits, this bet counted with the earlier ones. */
function checkTableLimits(title: LiveTitle, wagers: Wager[]) {
  const bySpot = new Map<string, bigint>();
  let total = 0n;
  for (const wager of wagers) {
    bySpot.set(wager.spot, (bySpot.get(wager.spot) ?? 0n) + BigInt(wager.amount));
    total += BigInt(wager.amount);
  }
  for (const [spot, amount] of bySpot) {
    if (amount > title.limits.maxSpot) {
      throw new VendorFailure(
        400,
        'BET_INVALID',
        `${spot}: at most ${title.limits.maxSpot} on a spot in a round`,
        'wagers',
      );
    }
  }
  if (total > title.limits.maxRound) {
    throw new VendorFailure(400, 'BET_INVALID', `a round's stakes are at most ${title.limits.maxRound}`, 'wagers');
  }
}
