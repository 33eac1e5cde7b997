import type { BookPlaced, BookPlaceRequest, BookWalletOwner } from '@portal/contracts';
import { combinedPrice, potentialReturn } from '@portal/house-games';
import { sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import {
  betIdOfKey,
  betsById,
  betView,
  insertBet,
  type OfferedSelection,
  offeredSelections,
  openReturnsByEvent,
} from './bets.repository.js';
import { type BookTransaction, PriceChanged } from './book-failures.js';
import { debitIfCovered, houseAccount, playerAccount, postEntry } from './ledger.js';
import { type SiteLimits, siteLimits } from './limits.js';

type SlipBet = BookPlaceRequest['bets'][number];

/** The member's seat at the book: whose wallet, the sports its studio offers, and the entry it came from. */
export interface BookSeat {
  owner: BookWalletOwner;
  sports: readonly string[];
  gameCode: string;
}

/** Each bet's own rules, before any money moves: one leg per event, the stake within the site's limits. */
function checkBet(bet: SlipBet, index: number, limits: SiteLimits): void {
  const field = `bets.${index}`;
  const seen = new Set<string>();
  const stake = BigInt(bet.stake);
  if (stake < limits.minStake) {
    throw new VendorFailure(400, 'STAKE_TOO_LOW', `${field}.stake: below the least stake`, `${field}.stake`, {
      minStake: String(limits.minStake),
    });
  }
  if (stake > limits.maxStake) {
    throw new VendorFailure(400, 'STAKE_TOO_HIGH', `${field}.stake: above the most stake`, `${field}.stake`, {
      maxStake: String(limits.maxStake),
    });
  }
  bet.legs.forEach((leg, legIndex) => {
    if (seen.has(leg.selectionId)) {
      throw new VendorFailure(400, 'SAME_EVENT', 'a selection twice', `${field}.legs.${legIndex}.selectionId`);
    }
    seen.add(leg.selectionId);
  });
}

/**
 * The prices the slip asked against the book's now: a leg closed, or priced worse (or better, unless the member
 * takes better prices), stops the whole slip with the prices now, so the member decides.
 */
function priceChanges(request: BookPlaceRequest, offered: Map<string, OfferedSelection>) {
  const changes = new Map<string, { selectionId: string; price: number; open: boolean }>();
  for (const bet of request.bets) {
    for (const leg of bet.legs) {
      const now = offered.get(leg.selectionId)!;
      const better = now.price > leg.price && request.acceptBetterPrices;
      if (!now.open || (now.price !== leg.price && !better)) {
        changes.set(leg.selectionId, { selectionId: leg.selectionId, price: now.price, open: now.open });
      }
    }
  }
  return [...changes.values()];
}

/**
 * Places a slip's bets in one transaction: the member's wallet row is locked first, so a burst of slips is decided
 * one at a time against the balance and the event limits; each bet takes its stake if the wallet holds it, at the
 * price offered now (never a worse one than asked). A bet's key sent again answers the bet already placed.
 */
export class BookBets {
  constructor(
    private readonly db: GameDatabase,
    private readonly now: () => Date,
  ) {}

  async place(seat: BookSeat, request: BookPlaceRequest): Promise<BookPlaced> {
    const limits = await siteLimits(this.db, seat.owner.siteCode, seat.owner.currency);
    for (const [index, bet] of request.bets.entries()) checkBet(bet, index, limits);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      // The events first, then the wallet: a settlement takes them in that order too, so the two never deadlock.
      const ids = [...new Set(request.bets.flatMap((bet) => bet.legs.map((leg) => leg.selectionId)))];
      const offered = await offeredSelections(tx, ids, at);
      const accountId = await playerAccount(tx, seat.owner);
      await tx.execute(sql`SELECT 1 FROM book_accounts WHERE id = ${accountId} FOR UPDATE`);
      for (const [index, bet] of request.bets.entries()) {
        for (const [legIndex, leg] of bet.legs.entries()) {
          const selection = offered.get(leg.selectionId);
          const field = `bets.${index}.legs.${legIndex}.selectionId`;
          if (!selection || !seat.sports.includes(selection.sport)) {
            throw new VendorFailure(404, 'SELECTION_NOT_FOUND', `${field}: no such selection`, field);
          }
        }
      }
      const changes = priceChanges(request, offered);
      if (changes.length > 0) throw new PriceChanged(changes);
      const placed: bigint[] = [];
      const book = await houseAccount(tx, 'book', seat.owner.currency);
      for (const [index, bet] of request.bets.entries()) {
        placed.push(await this.placeOne(tx, { accountId, book, seat, limits, offered, at }, bet, index));
      }
      const [balance] = (
        await tx.execute<{ balance: string }>(sql`SELECT balance::text FROM book_accounts WHERE id = ${accountId}`)
      ).rows;
      return { bets: (await betsById(tx, placed)).map(betView), balance: balance!.balance };
    });
  }

  private async placeOne(
    tx: BookTransaction,
    context: {
      accountId: bigint;
      book: bigint;
      seat: BookSeat;
      limits: SiteLimits;
      offered: Map<string, OfferedSelection>;
      at: Date;
    },
    bet: SlipBet,
    index: number,
  ): Promise<bigint> {
    const { accountId, limits, offered } = context;
    const again = await betIdOfKey(tx, accountId, bet.key);
    if (again !== null) return again;
    const legs = bet.legs.map((leg) => {
      const selection = offered.get(leg.selectionId)!;
      return { eventId: selection.eventId, selectionId: leg.selectionId, price: selection.price };
    });
    const events = new Set(legs.map((leg) => leg.eventId));
    if (events.size < legs.length) {
      throw new VendorFailure(400, 'SAME_EVENT', 'two legs of one event', `bets.${index}.legs`);
    }
    const stake = BigInt(bet.stake);
    const prices = legs.map((leg) => leg.price);
    const returns = potentialReturn(stake, prices);
    if (returns > limits.maxPayout) {
      throw new VendorFailure(400, 'PAYOUT_TOO_HIGH', 'the bet may return more than the most', `bets.${index}.stake`, {
        maxPayout: String(limits.maxPayout),
      });
    }
    const already = await openReturnsByEvent(tx, accountId, [...events]);
    for (const eventId of events) {
      if ((already.get(eventId) ?? 0n) + returns > limits.maxEventPayout) {
        throw new VendorFailure(
          400,
          'EVENT_PAYOUT_TOO_HIGH',
          'your bets on this event may return more than the most',
          `bets.${index}.stake`,
          { maxEventPayout: String(limits.maxEventPayout) },
        );
      }
    }
    const left = await debitIfCovered(tx, accountId, stake);
    if (left === null) {
      throw new VendorFailure(400, 'INSUFFICIENT_FUNDS', 'the wallet does not hold the stake', `bets.${index}.stake`);
    }
    const betId = await insertBet(tx, {
      accountId,
      clientKey: bet.key,
      gameCode: context.seat.gameCode,
      stake,
      price: combinedPrice(prices),
      potentialReturn: returns,
      legs,
      placedAt: context.at,
    });
    await postEntry(tx, 'bet', String(betId), [
      { accountId, amount: -stake, applied: true },
      { accountId: context.book, amount: stake },
    ]);
    return betId;
  }
}
