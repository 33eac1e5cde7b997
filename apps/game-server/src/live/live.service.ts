import type { LiveBoard, LiveTableInfo, LiveTableState, LiveTableSummary } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import type { HouseOutcome } from '../house/round-step.js';
import { VendorFailure } from '../platform/failures.js';
import { returnPercent } from '../platform/return-percent.js';
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
  seatedCounts,
  seeSeats,
  sessionBetsOf,
  settledRounds,
  tablesByKey,
} from './live.repository.js';
import { seatTimeoutMs } from './live-dealer.js';
import { drawRound, maskedSeatView, sharedCards } from './live-results.js';
import { phaseOf, resultOf, roundStateOf } from './live-state.js';
import { type LiveTitle, liveTitleOf, tableKeyOf } from './live-titles.js';

type Wager = { spot: string; amount: string };
const historySize = 100;
const recentBets = 12;

/** Another player as the table shows them: the first two and the last character of their id. */
export const maskedName = (id: string) =>
  id.length <= 3 ? `${id[0] ?? ''}***` : `${id.slice(0, 2)}***${id.slice(-1)}`;

/**
 * The live tables' reads: the table now (its round, the board, the history, the seat's own bets and hand) and the
 * lobby's summary of the tables for the operator. The clock is LiveDealer's; a seat's bets and moves LiveSeats'.
 */
export class LiveTables {
  /** The tables' rows by key, as made. */
  private readonly tables = new Map<string, LiveTableRow>();
  /** The shared cards of the rounds being decided, by round id (drawn once, not per frame). */
  private readonly dealt = new Map<bigint, unknown>();

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
    const tableKey = tableKeyOf(session.studio, session.gameCode);
    // A table's row never changes once made: every bet of a busy table need not read it again.
    let table = this.tables.get(tableKey);
    if (!table) {
      table = await ensureTable(this.db, {
        tableKey,
        studio: session.studio,
        gameCode: session.gameCode,
        kind: title.kind,
      });
      if (this.tables.size > 5000) this.tables.clear();
      this.tables.set(tableKey, table);
    }
    return { session, title, table };
  }

  async info(token: string): Promise<LiveTableInfo> {
    const { session, title, table } = await this.seat(token);
    // Opening the table seats the player: the dealer starts its rounds before the socket is up.
    await seeSeats(this.db, [{ sessionId: session.id, tableId: table.id }], this.now());
    const rules = title.game.rules();
    const current = await latestRound(this.db, table.id);
    return {
      studio: session.studio,
      gameCode: session.gameCode,
      name: session.gameName,
      kind: title.kind,
      game: title.game.id,
      tableNumber: title.tableNumber,
      returnPercent: returnPercent(rules.returnToPlayer),
      spots: rules.spots.map((spot) => ({
        spot: spot.spot,
        pays: spot.pays,
        returnPercent: returnPercent(spot.returnToPlayer),
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
      state: await this.stateOf(table),
      history: (await settledRounds(this.db, table.id, historySize)).map((round) => resultOf(title, round)),
      mine: current ? await this.mineOf(title, current, session.id) : null,
    };
  }

  /** A seat's bets of a round, and at a table that takes decisions its hand (masked until settled) and moves. */
  async mineOf(title: LiveTitle, round: LiveRoundRow, sessionId: bigint) {
    const rows = await sessionBetsOf(this.db, round.id, sessionId);
    const wagers = rows.flatMap((row) => (row.outcome as { wagers: Wager[] }).wagers);
    const stake = String(rows.reduce((sum, row) => sum + row.bet, 0n));
    const dealt = rows.map((row) => row.outcome as Partial<HouseOutcome>).find((outcome) => outcome.state);
    if (!title.decisions || !dealt?.state) return { roundNumber: round.number, wagers, stake, hand: null, actions: [] };
    const view = title.game.view(dealt.state) as Record<string, unknown>;
    const deciding = round.status === 'deciding' && this.now() < round.decidesAt!;
    return {
      roundNumber: round.number,
      wagers,
      stake,
      hand: round.status === 'settled' ? view : maskedSeatView(title.kind, view),
      actions: deciding && rows.some((row) => row.status === 'open') ? title.game.actions(dealt.state) : [],
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
        ? roundStateOf(
            title,
            table,
            round,
            now,
            round.status === 'deciding' ? await this.dealtOf(title, table, round) : null,
          )
        : null,
      board: round ? await this.boardOf(round.id) : { totals: {}, recent: [], bettors: 0 },
      seated: seated.get(table.id) ?? 0,
      now: now.toISOString(),
    };
  }

  /** The players seated at a table now. */
  async seatedAt(tableId: bigint): Promise<number> {
    const seated = await seatedCounts(this.db, [tableId], new Date(this.now().getTime() - seatTimeoutMs));
    return seated.get(tableId) ?? 0;
  }

  /** The cards every seat shares while they decide: a hand of no stake, as dealt. */
  private async dealtOf(title: LiveTitle, table: LiveTableRow, round: LiveRoundRow) {
    if (!this.dealt.has(round.id)) {
      if (this.dealt.size > 200) this.dealt.clear();
      this.dealt.set(round.id, sharedCards(title, await drawRound(title, table.tableKey, round)));
    }
    return this.dealt.get(round.id);
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
}
