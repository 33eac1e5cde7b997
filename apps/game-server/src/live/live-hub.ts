import type { LiveBoard, LiveFrame, LiveRoundState } from '@portal/contracts';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { GameDatabase } from '../db/client.js';
import { type LiveTableRow, latestRound, leaveSeat, seeSeats } from './live.repository.js';
import type { LiveTables } from './live.service.js';

interface Seat {
  socket: WebSocket;
  sessionId: bigint;
  table: LiveTableRow;
}

export interface HubLog {
  warn(details: object, message: string): void;
}

/** A socket that does not read is dropped once this much waits for it, rather than held in memory. */
const maxBuffered = 1 << 20;
/** Bets arrive many a second at a busy table: the board goes out at most this often. */
const boardEveryMs = 1000;
const seatEveryMs = 10_000;
const reconnectMs = 1000;

/**
 * The live tables' sockets of this process. Every change of a table is a PostgreSQL notification (the dealer's
 * and the bets' transactions send them, delivered at commit), so whichever process moved a table, each process
 * reads the table once and sends it to its own sockets: the same frame at the same moment to every seat. A seat's
 * own result comes the same way. The listening connection is re-opened when it drops; meanwhile a client
 * that reconnects gets the table whole.
 */
export class LiveHub {
  private readonly seats = new Map<bigint, Set<Seat>>();
  private readonly boardDue = new Map<bigint, NodeJS.Timeout>();
  /** Each table's board and seats as this process last read them (the round frames carry them on). */
  private readonly boards = new Map<bigint, { roundNumber: number; board: LiveBoard; seated: number }>();
  private listener: pg.Client | null = null;
  private seatTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: GameDatabase,
    private readonly databaseUrl: string,
    private readonly tables: LiveTables,
    private readonly now: () => Date,
    private readonly log: HubLog,
  ) {}

  private started: Promise<void> | null = null;

  /** Listens from the first socket on (a process nobody sits at holds no connection for it). */
  private start() {
    this.started ??= this.listen().then(() => {
      this.seatTimer = setInterval(() => void this.keepSeats(), seatEveryMs);
      this.seatTimer.unref();
    });
    return this.started;
  }

  async close() {
    this.closed = true;
    if (this.seatTimer) clearInterval(this.seatTimer);
    for (const timer of this.boardDue.values()) clearTimeout(timer);
    await this.listener?.end().catch(() => {});
  }

  /** Seats a socket and sends it the table whole. */
  async join(socket: WebSocket, sessionId: bigint, table: LiveTableRow) {
    await this.start();
    const seat: Seat = { socket, sessionId, table };
    const seats = this.seats.get(table.id) ?? new Set();
    seats.add(seat);
    this.seats.set(table.id, seats);
    socket.on('close', () => {
      seats.delete(seat);
      if (seats.size === 0) this.seats.delete(table.id);
      if (![...seats].some((other) => other.sessionId === sessionId))
        void leaveSeat(this.db, sessionId).catch(() => {});
    });
    await seeSeats(this.db, [{ sessionId, tableId: table.id }], this.now());
    const state = await this.tables.stateOf(table);
    if (state.round)
      this.boards.set(table.id, { roundNumber: state.round.number, board: state.board, seated: state.seated });
    send(socket, JSON.stringify({ type: 'state', state } satisfies LiveFrame));
  }

  /** How many sockets this process holds (tests and the bench read it). */
  get socketCount() {
    let count = 0;
    for (const seats of this.seats.values()) count += seats.size;
    return count;
  }

  private async listen() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', () => {});
    client.on('end', () => {
      if (this.listener === client) this.listener = null;
      if (!this.closed) setTimeout(() => void this.listen().catch(() => {}), reconnectMs).unref();
    });
    client.on('notification', (message) => void this.heard(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      await client.query('LISTEN live_tables');
      await client.query('LISTEN live_seats');
      this.listener = client;
    } catch (error) {
      this.log.warn({ err: error }, 'live tables cannot listen; retrying');
      await client.end().catch(() => {});
    }
  }

  private async heard(channel: string, payload: string) {
    try {
      if (channel === 'live_seats') return this.sendPaid(payload);
      if (payload.startsWith('{')) return this.sendRound(JSON.parse(payload) as { t: string; r: LiveRoundState });
      const [tableText, event] = payload.split(':');
      const tableId = BigInt(tableText!);
      const seats = this.seats.get(tableId);
      if (!seats?.size) return;
      if (event === 'board') return this.boardSoon(tableId);
      const table = [...seats][0]!.table;
      const frame = JSON.stringify({ type: 'state', state: await this.tables.stateOf(table) } satisfies LiveFrame);
      for (const seat of seats) send(seat.socket, frame);
    } catch (error) {
      this.log.warn({ err: error, channel }, 'a live table change could not be sent');
    }
  }

  /**
   * A round as the dealer just moved it, from the notification itself: sent with the board and seats this process
   * last read, without a query, so every seat hears it as soon as the move is committed.
   */
  private sendRound({ t, r: round }: { t: string; r: LiveRoundState }) {
    const tableId = BigInt(t);
    const seats = this.seats.get(tableId);
    if (!seats?.size) return;
    const known = this.boards.get(tableId);
    const board = known?.roundNumber === round.number ? known.board : { totals: {}, recent: [], bettors: 0 };
    const state = { round, board, seated: known?.seated ?? seats.size, now: this.now().toISOString() };
    const frame = JSON.stringify({ type: 'state', state } satisfies LiveFrame);
    for (const seat of seats) send(seat.socket, frame);
  }

  private boardSoon(tableId: bigint) {
    if (this.boardDue.has(tableId)) return;
    const timer = setTimeout(() => {
      this.boardDue.delete(tableId);
      void this.sendBoard(tableId).catch((error: unknown) => this.log.warn({ err: error }, 'board not sent'));
    }, boardEveryMs);
    timer.unref();
    this.boardDue.set(tableId, timer);
  }

  private async sendBoard(tableId: bigint) {
    const seats = this.seats.get(tableId);
    if (!seats?.size) return;
    const round = await latestRound(this.db, tableId);
    if (!round) return;
    const board = await this.tables.boardOf(round.id);
    const known = this.boards.get(tableId);
    const seated = known?.roundNumber === round.number ? known.seated : await this.tables.seatedAt(tableId);
    this.boards.set(tableId, { roundNumber: round.number, board, seated });
    const frame = JSON.stringify({ type: 'board', roundNumber: round.number, board, seated } satisfies LiveFrame);
    for (const seat of seats) send(seat.socket, frame);
  }

  private sendPaid(payload: string) {
    const paid = JSON.parse(payload) as { s: string; t: string; r: number; st: string; w: string; b: string | null }[];
    for (const entry of paid) {
      for (const seat of this.seats.get(BigInt(entry.t)) ?? []) {
        if (seat.sessionId !== BigInt(entry.s)) continue;
        const frame: LiveFrame = {
          type: 'settled',
          roundNumber: entry.r,
          stake: entry.st,
          win: entry.w,
          balance: entry.b,
        };
        send(seat.socket, JSON.stringify(frame));
      }
    }
  }

  private async keepSeats() {
    const seats = [...this.seats.values()].flatMap((set) =>
      [...set].map((seat) => ({ sessionId: seat.sessionId, tableId: seat.table.id })),
    );
    const unique = [...new Map(seats.map((seat) => [seat.sessionId, seat])).values()];
    await seeSeats(this.db, unique, this.now()).catch((error: unknown) =>
      this.log.warn({ err: error }, 'seats not kept'),
    );
  }
}

/** Sends a frame serialized once for every seat it goes to. */
function send(socket: WebSocket, frame: string) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > maxBuffered) {
    socket.terminate();
    return;
  }
  socket.send(frame);
}
