import type { BookPlaced, BookPlaceRequest, BookWalletOwner } from '@portal/contracts';
import { combinedPrice, potentialReturn } from '@portal/house-games';
import type pg from 'pg';
import { VendorFailure } from '../platform/failures.js';
import { type BetRow, betView } from './bets.repository.js';
import { PriceChanged } from './book-failures.js';
import { bookKey, playerKey } from './ledger.js';
import { defaultLimits } from './limits.js';

type SlipBet = BookPlaceRequest['bets'][number];

/** The member's seat at the book: whose wallet, the sports its studio offers, and the entry it came from. */
export interface BookSeat {
  owner: BookWalletOwner;
  sports: readonly string[];
  gameCode: string;
}

/** A slip whose better prices are taken is priced again this many times at most before it gives up. */
const repricings = 3;

/** Two legs on one selection are refused before anything is read. */
function checkSelectionsOnce(bet: SlipBet, index: number): void {
  const seen = new Set<string>();
  bet.legs.forEach((leg, legIndex) => {
    if (seen.has(leg.selectionId)) {
      throw new VendorFailure(400, 'SAME_EVENT', 'a selection twice', `bets.${index}.legs.${legIndex}.selectionId`);
    }
    seen.add(leg.selectionId);
  });
}

/** Each bet priced from its legs' prices (the maths is house-games'; the database only compares and records). */
function pricedBets(bets: readonly SlipBet[], pricesNow: Record<string, number>) {
  return bets.map((bet) => {
    const legs = bet.legs.map((leg) => ({
      selectionId: leg.selectionId,
      price: pricesNow[leg.selectionId] ?? leg.price,
    }));
    const prices = legs.map((leg) => leg.price);
    return {
      key: bet.key,
      stake: String(bet.stake),
      price: combinedPrice(prices),
      potentialReturn: String(potentialReturn(BigInt(bet.stake), prices)),
      legs,
    };
  });
}

type SlipRefusal = { status: number; message: string; field?: string; params?: Record<string, string> };

/**
 * Places a slip's bets with one statement, `book_place_slip` (db/functions/), which is its own transaction: the
 * slip's events are share-locked, then the member's wallet row, so a burst of slips is decided one at a time against
 * the balance and the event limits; each bet takes its stake if the wallet holds it, at the price offered now (never
 * a worse one than asked). A bet's key sent again answers the bet already placed. It runs as a named prepared
 * statement, planned once per connection, and answers the bets as the member sees them: a slip is one round trip.
 */
export class BookBets {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date,
  ) {}

  async place(seat: BookSeat, request: BookPlaceRequest): Promise<BookPlaced> {
    request.bets.forEach(checkSelectionsOnce);
    const { owner } = seat;
    const slip = {
      owner: { ...owner, ownerKey: playerKey(owner) },
      bookKey: bookKey(owner.currency),
      sports: seat.sports,
      gameCode: seat.gameCode,
      at: this.now().toISOString(),
      acceptBetterPrices: request.acceptBetterPrices ?? false,
      defaults: Object.fromEntries(Object.entries(defaultLimits(owner.currency)).map(([k, v]) => [k, String(v)])),
    };
    let pricesNow: Record<string, number> = {};
    for (let attempt = 0; ; attempt++) {
      try {
        const placed = await this.send({ ...slip, bets: pricedBets(request.bets, pricesNow) });
        return { bets: placed.bets.map(betView), balance: placed.balance };
      } catch (error) {
        const refusal = error as pg.DatabaseError;
        if (refusal.code === 'BK003' && attempt < repricings) {
          pricesNow = { ...pricesNow, ...(JSON.parse(refusal.detail!) as Record<string, number>) };
          continue;
        }
        throw this.failureOf(refusal);
      }
    }
  }

  private async send(slip: object): Promise<{ bets: BetRow[]; balance: string }> {
    const { rows } = await this.pool.query<{ placed: { bets: BetRow[]; balance: string } }>({
      name: 'book_place_slip',
      text: 'SELECT book_place_slip($1) AS placed',
      values: [JSON.stringify(slip)],
    });
    return rows[0]!.placed;
  }

  private failureOf(error: pg.DatabaseError): unknown {
    if (error.code === 'BK002') return new PriceChanged(JSON.parse(error.detail!));
    if (error.code === 'BK001') {
      const refusal = JSON.parse(error.detail!) as SlipRefusal;
      return new VendorFailure(refusal.status, error.message, refusal.message, refusal.field, refusal.params);
    }
    if (error.code === 'BK003') {
      // The prices kept moving up while it was priced again: the member confirms them.
      const now = Object.entries(JSON.parse(error.detail!) as Record<string, number>);
      return new PriceChanged(now.map(([selectionId, price]) => ({ selectionId, price, open: true })));
    }
    return error;
  }
}
