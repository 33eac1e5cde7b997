import type { BookBet } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import { betsById, betView } from './bets.repository.js';
import type { BookSeat } from './bets.service.js';
import { addExposureMove, type ExposureMoves, moveExposures } from './exposures.js';
import { houseAccount, playerAccount, postEntry } from './ledger.js';

/**
 * Cash-out: the book buys a running bet back at the offer the member was shown. The bet, then the wallet row, are
 * locked; the offer is worked out again from the prices now and must be the amount asked (else 409 with the offer
 * now). The bet is closed as 'cashed-out' with that payout and a ticket, in one transaction.
 */
export async function cashOut(
  db: GameDatabase,
  seat: BookSeat,
  request: { betId: string; amount: string },
  now: Date,
): Promise<{ bet: BookBet; balance: string }> {
  return db.transaction(async (tx) => {
    const accountId = await playerAccount(tx, seat.owner);
    // The bet, then the wallet: a settlement locks bets before wallets too, so the two never deadlock.
    const { rows: owned } = await tx.execute<{ id: string }>(
      sql`SELECT id::text FROM book_bets WHERE id = ${request.betId} AND account_id = ${accountId} FOR UPDATE`,
    );
    if (!owned[0]) throw new VendorFailure(404, 'BET_NOT_FOUND', 'betId: no such bet of yours', 'betId');
    await tx.execute(sql`SELECT 1 FROM book_accounts WHERE id = ${accountId} FOR UPDATE`);
    const [row] = await betsById(tx, [BigInt(request.betId)]);
    const offer = betView(row!).cashOut;
    if (offer === null) {
      throw new VendorFailure(409, 'CASH_OUT_UNAVAILABLE', 'the book offers no cash-out for this bet now', 'betId');
    }
    if (offer !== request.amount) {
      throw new VendorFailure(409, 'CASH_OUT_CHANGED', 'the cash-out offer changed', 'amount', { offer });
    }
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('book-ticket-seq', 0))`);
    await tx.execute(sql`
      UPDATE book_bets SET status = 'cashed-out', payout = ${offer}, version = version + 1, settled_at = ${now},
                           ticket_seq = nextval('book_ticket_seq')
       WHERE id = ${request.betId}`);
    // No longer open: what it may return leaves its events' open returns (the wallet is held, as a slip holds it).
    const exposures: ExposureMoves = new Map();
    const eventIds = row!.legs.map((leg) => leg.eventId);
    addExposureMove(
      exposures,
      { accountId: String(accountId), eventIds, potentialReturn: BigInt(row!.potential_return) },
      -1n,
    );
    await moveExposures(tx, exposures);
    const book = await houseAccount(tx, 'book', seat.owner.currency);
    await postEntry(tx, 'cash-out', request.betId, [
      { accountId, amount: BigInt(offer) },
      { accountId: book, amount: -BigInt(offer) },
    ]);
    const [bet] = await betsById(tx, [BigInt(request.betId)]);
    const { rows } = await tx.execute<{ balance: string }>(
      sql`SELECT balance::text FROM book_accounts WHERE id = ${accountId}`,
    );
    return { bet: betView(bet!), balance: rows[0]!.balance };
  });
}
