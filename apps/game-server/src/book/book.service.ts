import type { BookLobby, BookMyBets, BookSport } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import { playingSession } from '../sessions/sessions.service.js';
import { betsPage, betView } from './bets.repository.js';
import type { BookSeat } from './bets.service.js';
import { sportCounts } from './events/events.repository.js';
import { existingPlayerAccount } from './ledger.js';
import { limitsView, siteLimits } from './limits.js';
import { bookSportsOf, openSportOf } from './studios.js';

/**
 * The member's side of a sportsbook studio: whose wallet a session plays from and what it sees first. A book plays
 * for real money only (its wallet is the vendor's own, filled by the operator's transfers).
 */
export class BookDesk {
  constructor(
    private readonly db: GameDatabase,
    private readonly now: () => Date,
  ) {}

  async seat(token: string): Promise<BookSeat & { sports: readonly BookSport[]; name: string | null }> {
    const session = await playingSession(this.db, token, this.now());
    const sports = bookSportsOf(session.studio);
    if (!sports) throw new VendorFailure(404, 'NOT_A_BOOK', 'the session is not at a sportsbook', 'session');
    if (session.mode !== 'real' || session.playerId === null) {
      throw new VendorFailure(403, 'BOOK_REAL_MONEY_ONLY', 'a sportsbook plays for real money only', 'session');
    }
    return {
      owner: {
        playerId: session.playerId,
        siteCode: session.siteCode,
        currency: session.currency,
        studio: session.studio,
      },
      sports,
      gameCode: session.gameCode,
      name: session.gameName,
    };
  }

  async lobby(token: string): Promise<BookLobby> {
    const seat = await this.seat(token);
    const now = this.now();
    const [account, limits, counts] = await Promise.all([
      existingPlayerAccount(this.db, seat.owner),
      siteLimits(this.db, seat.owner.siteCode, seat.owner.currency),
      sportCounts(this.db, seat.sports, now),
    ]);
    return {
      studio: seat.owner.studio,
      gameCode: seat.gameCode,
      name: seat.name,
      openSport: openSportOf(seat.owner.studio, seat.gameCode),
      sports: counts,
      currency: seat.owner.currency,
      balance: String(account?.balance ?? 0n),
      limits: limitsView(limits),
      now: now.toISOString(),
    };
  }

  async myBets(token: string, query: { state: 'open' | 'settled'; page: number; pageSize: number }) {
    const seat = await this.seat(token);
    const account = await existingPlayerAccount(this.db, seat.owner);
    if (!account) return { items: [], total: 0, page: query.page, pageSize: query.pageSize } satisfies BookMyBets;
    const { rows, total } = await betsPage(this.db, account.id, query.state, query.page, query.pageSize);
    return { items: rows.map(betView), total, page: query.page, pageSize: query.pageSize } satisfies BookMyBets;
  }
}
