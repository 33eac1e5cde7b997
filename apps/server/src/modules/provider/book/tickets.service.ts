import type { BookTicket } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { TransferWallet } from '../vendors/game-vendor.js';
import { bookRoundRef } from './book-rounds.js';
import {
  advanceTicketCursor,
  membersWithSites,
  studioGames,
  type TicketRound,
  ticketCursorOf,
  upsertTicketRounds,
} from './tickets.repository.js';

/** Where a ticket left out is told. */
type Warner = { warn(details: object, message: string): void };

/** How many tickets a page asks for, and how many pages one pull reads at most (the next pull goes on). */
export const ticketPageSize = 500;
const pagesPerPull = 20;

/** The latest version of each ticket of a page (a ticket corrected within the page comes twice). */
function latestVersions(tickets: BookTicket[]): BookTicket[] {
  const latest = new Map<string, BookTicket>();
  for (const ticket of tickets) {
    const kept = latest.get(ticket.ticketId);
    if (!kept || kept.version < ticket.version) latest.set(ticket.ticketId, ticket);
  }
  return [...latest.values()];
}

/**
 * Turns a page of tickets into rounds: the member by the vendor's player id (the member's id, on the site the
 * ticket names) and the catalogue game by studio and game code (the studio's lobby when the code is not in the
 * catalogue). A ticket of no member of ours, or of a studio the catalogue does not have, is left out and logged.
 */
async function roundsOf(db: Database, tickets: BookTicket[], log: Warner) {
  const ids = [...new Set(tickets.flatMap((t) => (/^[0-9]{1,18}$/.test(t.playerId) ? [BigInt(t.playerId)] : [])))];
  const [members, games] = await Promise.all([
    membersWithSites(db, ids),
    studioGames(db, [...new Set(tickets.map((ticket) => ticket.studio))]),
  ]);
  const memberOf = new Map(members.map((member) => [member.id, member]));
  const gameOf = new Map(games.map((game) => [`${game.vendor_code}/${game.game_code}`, game.id]));
  const lobbyOf = new Map<string, string>();
  for (const game of games) if (!lobbyOf.has(game.vendor_code)) lobbyOf.set(game.vendor_code, game.id);
  const rounds: TicketRound[] = [];
  for (const ticket of tickets) {
    const member = memberOf.get(ticket.playerId);
    const gameId = gameOf.get(`${ticket.studio}/${ticket.gameCode}`) ?? lobbyOf.get(ticket.studio);
    if (!member || member.site_code !== ticket.siteCode || !gameId) {
      log.warn({ ticket: ticket.ticketId, studio: ticket.studio }, 'a book ticket of no member or game of ours');
      continue;
    }
    rounds.push({
      siteId: member.site_id,
      memberId: member.id,
      gameId,
      roundRef: bookRoundRef(ticket.ticketId),
      stake: ticket.stake,
      win: ticket.payout,
      version: ticket.version,
      outcome: {
        source: 'book',
        studio: ticket.studio,
        ticketId: ticket.ticketId,
        kind: ticket.kind,
        status: ticket.status,
        legs: ticket.legs,
      },
      placedAt: ticket.placedAt,
      settledAt: ticket.settledAt,
    });
  }
  return rounds;
}

/**
 * Pulls a transfer-wallet vendor's settled tickets after the stored cursor into the record of play (game_rounds:
 * the betting record, agent reports, turnover, VIP and rebate read it), a page at a time. Each page's rounds and
 * the cursor after it are written in one transaction, so a ticket is written once however often a pull is cut
 * short; a higher version of a ticket updates its round. Answers the rounds written; a vendor that does not answer
 * throws (the job logs it and the next run goes on from the cursor).
 */
export async function pullTickets(
  db: Database,
  providerCode: string,
  wallet: TransferWallet,
  options: { now: () => Date; log: Warner },
): Promise<number> {
  let written = 0;
  for (let page = 0; page < pagesPerPull; page++) {
    const after = await ticketCursorOf(db, providerCode);
    const answer = await wallet.tickets({ after, limit: ticketPageSize });
    if (answer.tickets.length === 0 && answer.cursor === after) break;
    const rounds = await roundsOf(db, latestVersions(answer.tickets), options.log);
    const moved = await db.transaction(async (tx) => {
      if (!(await advanceTicketCursor(tx, providerCode, after, answer.cursor, options.now()))) return null;
      return upsertTicketRounds(tx, providerCode, rounds);
    });
    if (moved === null) break;
    written += moved;
    if (answer.tickets.length < ticketPageSize) break;
  }
  return written;
}
