import type { FishingFrame, FishingTable } from '@portal/contracts';
import type { WebSocket } from 'ws';
import type { GameDatabase } from '../db/client.js';
import type { Fairness } from '../fairness/fairness.service.js';
import { VendorFailure } from '../platform/failures.js';
import { returnPercent } from '../platform/return-percent.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import type { GameSessionRow } from '../sessions/sessions.repository.js';
import { playingSession } from '../sessions/sessions.service.js';
import { FishingSeat } from './fishing-seat.js';
import { type FishingTitle, fishingTitleOf, shotsPerSecond } from './fishing-titles.js';

/** A seat with its socket's sender. */
interface Seated {
  socket: WebSocket;
  seat: FishingSeat;
  send(frame: FishingFrame | null): void;
}

/** The fishing games: a session's game and its seat (the shots' decisions and their batches' money). */
export class FishingGames {
  /** One seat a session, of the sockets this process holds: a second socket of the session takes its place. */
  readonly seated = new Map<bigint, Seated>();

  constructor(
    private readonly db: GameDatabase,
    private readonly fairness: Fairness,
    private readonly money: MoneyRounds,
    private readonly now: () => Date,
  ) {}

  async titleOf(token: string): Promise<{ session: GameSessionRow; title: FishingTitle }> {
    const session = await playingSession(this.db, token, this.now());
    const title = fishingTitleOf(session.gameCode);
    if (!title) throw new VendorFailure(404, 'NOT_A_FISHING_GAME', 'this title is not a fishing game', 'session');
    return { session, title };
  }

  async table(token: string): Promise<FishingTable> {
    const { session, title } = await this.titleOf(token);
    return {
      studio: session.studio,
      gameCode: session.gameCode,
      name: session.gameName,
      kind: title.kind.id,
      returnPercent: returnPercent(title.kind.rtp),
      cannons: title.cannons.map(String),
      shotsPerSecond,
      currency: session.currency,
      mode: session.mode,
      balance: await this.money.balanceOf(session),
    };
  }

  async seat(token: string): Promise<{ session: GameSessionRow; seat: FishingSeat }> {
    const { session, title } = await this.titleOf(token);
    const balance = await this.money.balanceOf(session);
    return { session, seat: new FishingSeat(this.db, this.fairness, this.money, session, title, this.now, balance) };
  }

  /** Sends every seat's shots so far to the wallet now (the routes' timer does it each second; tests call it). */
  async flushAll(): Promise<void> {
    await Promise.all([...this.seated.values()].map(({ seat, send }) => seat.flush().then(send)));
  }
}
