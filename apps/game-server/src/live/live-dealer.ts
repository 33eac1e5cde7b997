import { commitmentOf, newServerSeed } from '@portal/lottery';
import { sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { finishingMoves } from '../house/finishing.js';
import type { HouseOutcome } from '../house/round-step.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import { advanceRound } from '../rounds/rounds.repository.js';
import type { WalletQueue } from '../wallet/wallet-queue.js';
import {
  dealLiveRound,
  insertLiveRound,
  type LiveRoundRow,
  type LiveTableRow,
  latestRound,
  notifyPaid,
  notifyRound,
  openBetsOf,
  type Paid,
  seatedCounts,
  settleLiveRound,
  tablesInPlay,
} from './live.repository.js';
import { drawRound, instantPayout, seatDeal, sharedCards, summaryOf, tableOutcome, tableView } from './live-results.js';
import { roundStateOf } from './live-state.js';
import { type LiveTitle, liveTitleOf } from './live-titles.js';

type Transaction = Parameters<Parameters<GameDatabase['transaction']>[0]>[0];
type WalletCall = NonNullable<Awaited<ReturnType<WalletQueue['enqueue']>>>;

/** A seat not seen for this long is empty (a socket keeps its seat seen every 10 s). */
export const seatTimeoutMs = 30_000;
/** The advisory lock space of the tables' clocks (pg_try_advisory_xact_lock(space, table id)). */
const liveLockSpace = 0x4c495645;
/** Wins delivered at once after a settlement: enough to pay a full table within its second. */
const deliveryConcurrency = 16;
/** Tables stepped at once by a tick (each its own transaction). */
const tablesAtOnce = 4;

/**
 * The tables' clock: each tick opens a round where players sit and none is open, and closes a round whose
 * betting time is over (the result drawn from its committed seed, every bet settled, the seed shown: one
 * transaction). Each table's step runs under a transaction-scoped advisory lock, so with several game server
 * processes exactly one moves a table; the moves are conditional too, so even without the lock none happens
 * twice. A round left open by a stopped process is closed by the next tick of any process, late but once.
 */
export class LiveDealer {
  private readonly paying = new Set<Promise<void>>();

  constructor(
    private readonly db: GameDatabase,
    private readonly money: MoneyRounds,
    private readonly queue: WalletQueue,
    private readonly now: () => Date,
  ) {}

  /** One pass over the tables in play; answers the rounds it opened, dealt (to decide) and settled. */
  async tick(): Promise<{ opened: number; dealt: number; settled: number }> {
    const now = this.now();
    const tables = await tablesInPlay(this.db, new Date(now.getTime() - seatTimeoutMs));
    const moves = { opened: 0, dealt: 0, settled: 0 };
    // A few tables at a time, their wins paid beside the next tables' steps: a table closing with many others
    // is not settled late behind their wallet calls.
    const paying: Promise<void>[] = [];
    let next = 0;
    const worker = async () => {
      while (next < tables.length) {
        const moved = await this.step(tables[next++]!, now, paying);
        if (moved) moves[moved]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(tablesAtOnce, tables.length) }, worker));
    for (const payment of paying) {
      this.paying.add(payment);
      void payment.finally(() => this.paying.delete(payment));
    }
    return moves;
  }

  /**
   * Waits for the wins of the rounds settled so far to reach the wallet (the tick does not: the next tick's
   * closes never wait behind a wallet call; tests wait here). A win the wallet did not take stays queued.
   */
  async paid(): Promise<void> {
    await Promise.all([...this.paying]);
  }

  private async step(table: LiveTableRow, now: Date, paying: Promise<void>[]) {
    const title = liveTitleOf(table.gameCode);
    if (!title) return null;
    let calls: { call: WalletCall; sessionId: bigint; stake: bigint; win: bigint }[] = [];
    let settledRound: LiveRoundRow | null = null;
    let trialPaid: Paid[] = [];
    const moved = await this.db.transaction(async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${liveLockSpace}, ${Number(table.id)}) AS locked`,
      );
      if (!locked.rows[0]?.locked) return null;
      const latest = await latestRound(tx, table.id, 'update');
      if (latest?.status === 'betting' && title.decisions && now >= latest.closesAt) {
        await this.dealSeats(tx, table, title, latest);
        return 'dealt' as const;
      }
      const due =
        latest?.status === 'betting' ? latest.closesAt : latest?.status === 'deciding' ? latest.decidesAt : null;
      if (latest && due) {
        if (now < due) return null;
        const result = await this.settle(tx, table, title, latest, now);
        if (!result) return null;
        calls = result.calls;
        settledRound = latest;
        trialPaid = result.trialPaid;
        return 'settled' as const;
      }
      if (latest && now < latest.nextAt) return null;
      const seated = await seatedCounts(tx, [table.id], new Date(now.getTime() - seatTimeoutMs));
      if (!seated.get(table.id)) return null;
      await this.open(tx, table, title, (latest?.number ?? 0) + 1, now);
      return 'opened' as const;
    });
    if (trialPaid.length) await notifyPaid(this.db, trialPaid);
    // A delivery the database fails (it is down) leaves its wins queued for the drain: never a crash of the process.
    if (settledRound) {
      paying.push(this.deliver(table.id, (settledRound as LiveRoundRow).number, calls).catch(() => undefined));
    }
    return moved;
  }

  private async open(tx: Transaction, table: LiveTableRow, title: LiveTitle, number: number, now: Date) {
    const serverSeed = newServerSeed();
    const closesAt = new Date(now.getTime() + title.timing.bettingMs);
    const decidesAt = title.decisions ? new Date(closesAt.getTime() + title.timing.decisionMs) : null;
    const revealedAt = new Date((decidesAt ?? closesAt).getTime() + title.timing.revealMs);
    const opened = await insertLiveRound(tx, {
      tableId: table.id,
      number,
      status: 'betting',
      serverSeed,
      commitment: await commitmentOf(serverSeed),
      opensAt: now,
      closesAt,
      decidesAt,
      revealedAt,
      nextAt: new Date(revealedAt.getTime() + title.timing.resultMs),
    });
    if (opened) await notifyRound(tx, table.id, roundStateOf(title, table, opened, now, null));
  }

  /** Deals every seat its hand from the round's draws (the same cards for all) and opens the decisions. */
  private async dealSeats(tx: Transaction, table: LiveTableRow, title: LiveTitle, round: LiveRoundRow) {
    const draws = await drawRound(title, table.tableKey, round);
    for (const { round: bet } of await openBetsOf(tx, round.id)) {
      const placed = bet.outcome as { live: unknown; wagers: { spot: string; amount: string }[] };
      const state = seatDeal(title, draws, wagersOf(placed.wagers));
      const outcome = { ...placed, game: title.game.id, state, taken: [] };
      await advanceRound(tx, bet.id, { outcome, extraStake: 0n, win: 0n, over: false });
    }
    await dealLiveRound(tx, round.id);
    const deciding = { ...round, status: 'deciding' as const };
    await notifyRound(tx, table.id, roundStateOf(title, table, deciding, this.now(), sharedCards(title, draws)));
  }

  /**
   * Draws the outcome from the round's seed and settles every bet waiting for it, in the caller's transaction. At
   * a table that takes decisions each seat's hand is finished as the table's rules do for a seat that did not
   * act (stand, fold); a seat whose move is on its way to the wallet is waited for (null: the next tick).
   */
  private async settle(tx: Transaction, table: LiveTableRow, title: LiveTitle, round: LiveRoundRow, now: Date) {
    const bets = await openBetsOf(tx, round.id);
    if (title.decisions && bets.some(({ session }) => session.busyUntil && session.busyUntil > now)) return null;
    const draws = await drawRound(title, table.tableKey, round);
    const outcome = tableOutcome(title, draws);
    const summary = summaryOf(title.kind, tableView(title, outcome));
    const settledAt = this.now();
    await settleLiveRound(tx, round.id, { outcome, summary, settledAt });
    const waiting = bets.map(({ round: bet, session }) => {
      const placed = bet.outcome as HouseOutcome & { live: unknown };
      const seat = title.decisions ? finishedSeat(title, draws, placed) : null;
      const win = seat ? seat.win : instantPayout(title.game, placed.wagers, outcome);
      const final = seat ? seat.outcome : { ...placed, view: title.game.view({ wagers: placed.wagers, outcome }) };
      return { session, round: bet, win, outcome: final };
    });
    // A few statements for the whole table, whatever its seats: the close is one transaction of fixed size.
    const { settled, balances, calls: queued } = await this.money.settleWaitingMany(tx, waiting);
    const byRound = new Map(settled.map((bet) => [bet.round.id, bet]));
    const calls = queued.map((call) => {
      const bet = byRound.get(call.roundId)!;
      return { call, sessionId: bet.session.id, stake: bet.round.bet, win: bet.win };
    });
    const trialPaid = [...seatTotals(settled.filter(({ session }) => session.mode === 'trial'))].map(
      ([sessionId, total]): Paid => ({
        sessionId,
        tableId: table.id,
        roundNumber: round.number,
        ...total,
        balance: String(balances.get(sessionId) ?? 0n),
      }),
    );
    const closed = { ...round, status: 'settled' as const, outcome, summary, settledAt };
    await notifyRound(tx, table.id, roundStateOf(title, table, closed, settledAt, null));
    return { calls, trialPaid };
  }

  /** Delivers the settled round's wins, some at once; a seat's balance is the wallet's answer to its last win. */
  private async deliver(
    tableId: bigint,
    roundNumber: number,
    calls: { call: WalletCall; sessionId: bigint; stake: bigint; win: bigint }[],
  ) {
    const paid = new Map<bigint, Paid>();
    let next = 0;
    const worker = async () => {
      while (next < calls.length) {
        const { call, sessionId, stake, win } = calls[next++]!;
        const balance = await this.queue.deliver(call);
        const seat = paid.get(sessionId) ?? { sessionId, tableId, roundNumber, stake: 0n, win: 0n, balance: null };
        seat.stake += stake;
        seat.win += win;
        seat.balance = balance ?? seat.balance;
        paid.set(sessionId, seat);
      }
    };
    await Promise.all(Array.from({ length: Math.min(deliveryConcurrency, calls.length) }, worker));
    if (paid.size) await notifyPaid(this.db, [...paid.values()]);
  }
}

const wagersOf = (stored: { spot: string; amount: string }[]) =>
  stored.map((wager) => ({ spot: wager.spot, amount: BigInt(wager.amount) }));

/** A seat's hand at the close of the decisions: dealt now if its bet came late, finished by the table's rules. */
function finishedSeat(title: LiveTitle, draws: readonly number[], placed: HouseOutcome & { live: unknown }) {
  const state = placed.state ?? seatDeal(title, draws, wagersOf(placed.wagers));
  const finishing = finishingMoves(title.game, state) ?? { moves: [], state };
  const outcome = {
    ...placed,
    game: title.game.id,
    state: finishing.state,
    taken: [...(placed.taken ?? []), ...finishing.moves],
  };
  return { outcome, win: title.game.payout(finishing.state) };
}

/** What each seat staked and won over its bets of a round. */
function seatTotals(bets: { session: { id: bigint }; round: { bet: bigint }; win: bigint }[]) {
  const totals = new Map<bigint, { stake: bigint; win: bigint }>();
  for (const { session, round, win } of bets) {
    const total = totals.get(session.id) ?? { stake: 0n, win: 0n };
    total.stake += round.bet;
    total.win += win;
    totals.set(session.id, total);
  }
  return totals;
}
