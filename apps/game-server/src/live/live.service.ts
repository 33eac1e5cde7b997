import type {
  LiveBetPlaced,
  LiveBetRequest,
  LiveBoard,
  LiveResult,
  LiveTableInfo,
  LiveTableState,
  LiveTableSummary,
} from '@portal/contracts';
import { fractionToNumber } from '@portal/lottery';
import type { GameDatabase } from '../db/client.js';
import { inputFailure } from '../house/round-step.js';
import { VendorFailure } from '../platform/failures.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import type { GameSessionRow } from '../sessions/sessions.repository.js';
import { playingSession } from '../sessions/sessions.service.js';
import {
  boardOf,
  ensureTable,
  type LiveRoundRow,
  type LiveTableRow,
  lastResultsOf,
  latestRound,
  lockSeat,
  notifyTable,
  roundByNumber,
  seatedCounts,
  seeSeats,
  sessionBetsOf,
  settledRounds,
  tablesByKey,
} from './live.repository.js';
import { seatTimeoutMs } from './live-dealer.js';
import { liveOutcomeView } from './live-results.js';
import { type LiveTitle, liveTitleOf, tableKeyOf } from './live-titles.js';

type Wager = { spot: string; amount: string };
const historySize = 100;
const recentBets = 12;
const percent = (value: Parameters<typeof fractionToNumber>[0]) =>
  Math.round(fractionToNumber(value) * 1_000_000) / 10_000;

/** Another player as the table shows them: the first two and the last character of their id. */
export const maskedName = (id: string) =>
  id.length <= 3 ? `${id[0] ?? ''}***` : `${id.slice(0, 2)}***${id.slice(-1)}`;

/**
 * The live tables' calls: the table now (its round, the board, the history), a seat's bets while the round
 * takes them, and the lobby's summary of the tables for the operator. The clock is LiveDealer's.
 */
export class LiveTables {
  constructor(
    private readonly db: GameDatabase,
    private readonly money: MoneyRounds,
    private readonly now: () => Date,
  ) {}

  /** The session's table (made on its first player), which must be a live title. */
  async seat(token: string): Promise<{ session: GameSessionRow; title: LiveTitle; table: LiveTableRow }> {
    const session = await playingSession(this.db, token, this.now());
    const title = liveTitleOf(session.gameCode);
    if (!title) throw new VendorFailure(404, 'NOT_A_LIVE_TABLE', 'this title is not a live table', 'session');
    const table = await ensureTable(this.db, {
      tableKey: tableKeyOf(session.studio, session.gameCode),
      studio: session.studio,
      gameCode: session.gameCode,
      kind: title.kind,
    });
    return { session, title, table };
  }

  async info(token: string): Promise<LiveTableInfo> {
    const { session, title, table } = await this.seat(token);
    // Opening the table seats the player: the dealer starts its rounds before the socket is up.
    await seeSeats(this.db, [{ sessionId: session.id, tableId: table.id }], this.now());
    const state = await this.stateOf(table);
    const rules = title.game.rules();
    const current = await latestRound(this.db, table.id);
    return {
      studio: session.studio,
      gameCode: session.gameCode,
      name: session.gameName,
      kind: title.kind,
      game: title.game.id,
      tableNumber: title.tableNumber,
      returnPercent: percent(rules.returnToPlayer),
      spots: rules.spots.map((spot) => ({
        spot: spot.spot,
        pays: spot.pays,
        returnPercent: percent(spot.returnToPlayer),
      })),
      limits: {
        chips: title.limits.chips.map(String),
        maxSpot: String(title.limits.maxSpot),
        maxRound: String(title.limits.maxRound),
      },
      timing: title.timing,
      currency: session.currency,
      mode: session.mode,
      balance: await this.money.balanceOf(session),
      state,
      history: (await settledRounds(this.db, table.id, historySize)).map((round) => resultOf(title, round)),
      mine: current ? { roundNumber: current.number, wagers: await this.wagersOf(current.id, session.id) } : null,
    };
  }

  /** The table now, as the socket sends it whole. */
  async stateOf(table: LiveTableRow): Promise<LiveTableState> {
    const title = liveTitleOf(table.gameCode)!;
    const now = this.now();
    const round = await latestRound(this.db, table.id);
    const seated = await seatedCounts(this.db, [table.id], new Date(now.getTime() - seatTimeoutMs));
    return {
      round: round
        ? {
            number: round.number,
            phase: phaseOf(round, now),
            commitment: round.commitment,
            table: table.tableKey,
            opensAt: round.opensAt.toISOString(),
            closesAt: round.closesAt.toISOString(),
            revealedAt: round.revealedAt.toISOString(),
            nextAt: round.nextAt.toISOString(),
            result: round.status === 'settled' ? resultOf(title, round) : null,
          }
        : null,
      board: round ? await this.boardOf(round.id) : { totals: {}, recent: [], bettors: 0 },
      seated: seated.get(table.id) ?? 0,
      now: now.toISOString(),
    };
  }

  async boardOf(liveRoundId: bigint): Promise<LiveBoard> {
    const board = await boardOf(this.db, liveRoundId, recentBets);
    return {
      totals: Object.fromEntries(board.totals.map((row) => [row.spot, row.total])),
      recent: board.latest
        .flatMap((row) =>
          (row.outcome as { wagers: Wager[] }).wagers.map((wager) => ({
            player: maskedName(row.playerId ?? row.publicId),
            spot: wager.spot,
            amount: wager.amount,
          })),
        )
        .slice(0, recentBets),
      bettors: board.bettors,
    };
  }

  async bet(request: LiveBetRequest): Promise<LiveBetPlaced> {
    const { session, title, table } = await this.seat(request.session);
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
      all = [...prior, ...stored];
      checkTableLimits(title, all);
      const outcome = { live: { table: table.tableKey, round: round.number }, wagers: stored };
      return {
        win: 0n,
        open: true,
        record: {
          gameCode: session.gameCode,
          modelId: title.game.id,
          commitment: round.commitment,
          clientSeed: table.tableKey,
          nonce: round.number,
          outcome,
          liveRoundId: round.id,
        },
        result: round.number,
        // The wallet took the bet after the round closed: it is settled with the result at once.
        settleLate: async (late) => {
          const closed = await roundByNumber(late, table.id, round.number, 'share');
          return closed?.status === 'settled' ? title.game.payout({ wagers: stored, outcome: closed.outcome }) : null;
        },
      };
    });
    await notifyTable(this.db, table.id, 'board');
    return {
      roundId: played.roundId,
      roundNumber: played.result,
      stake: String(stake),
      balance: played.balance,
      mine: { roundNumber: played.result, wagers: all },
    };
  }

  async history(token: string, before?: number) {
    const { title, table } = await this.seat(token);
    const rows = await settledRounds(this.db, table.id, 50, before);
    return {
      items: rows.map((round) => resultOf(title, round)),
      next: rows.length === 50 ? rows.at(-1)!.number : null,
    };
  }

  /** The operator's lobby: each of its titles this server runs as a table, with who sits there and its results. */
  async summaries(titles: { studio: string; gameCode: string }[]): Promise<LiveTableSummary[]> {
    const known = titles.flatMap((title) => {
      const live = liveTitleOf(title.gameCode);
      return live ? [{ ...title, live, key: tableKeyOf(title.studio, title.gameCode) }] : [];
    });
    const tables = new Map(
      (
        await tablesByKey(
          this.db,
          known.map((title) => title.key),
        )
      ).map((row) => [row.tableKey, row]),
    );
    const ids = [...tables.values()].map((row) => row.id);
    const now = this.now();
    const seated = await seatedCounts(this.db, ids, new Date(now.getTime() - seatTimeoutMs));
    const results = await lastResultsOf(this.db, ids, 10);
    return known.map(({ studio, gameCode, live, key }) => {
      const table = tables.get(key);
      const latest = table ? results.get(table.id) : undefined;
      return {
        studio,
        gameCode,
        kind: live.kind,
        phase: latest?.current ? phaseOf(latest.current, now) : 'idle',
        seated: table ? (seated.get(table.id) ?? 0) : 0,
        minBet: String(live.limits.chips[0]),
        maxBet: String(live.limits.maxSpot),
        lastResults: latest?.summaries ?? [],
      };
    });
  }

  private async wagersOf(liveRoundId: bigint, sessionId: bigint): Promise<Wager[]> {
    return (await sessionBetsOf(this.db, liveRoundId, sessionId)).flatMap(
      (row) => (row.outcome as { wagers: Wager[] }).wagers,
    );
  }
}

function phaseOf(round: Pick<LiveRoundRow, 'status' | 'closesAt' | 'revealedAt' | 'nextAt'>, now: Date) {
  if (round.status === 'betting') return now < round.closesAt ? ('betting' as const) : ('revealing' as const);
  if (now < round.revealedAt) return 'revealing' as const;
  return now < round.nextAt ? ('result' as const) : ('idle' as const);
}

function resultOf(title: LiveTitle, round: LiveRoundRow): LiveResult {
  return {
    roundNumber: round.number,
    view: liveOutcomeView(title.game, round.outcome),
    summary: round.summary ?? '',
    serverSeed: round.serverSeed,
    commitment: round.commitment,
    settledAt: (round.settledAt ?? round.closesAt).toISOString(),
  };
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
