import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.js';

/** The vendor's cursor after the last page written; '0' before the first. */
export async function ticketCursorOf(db: Executor, providerCode: string): Promise<string> {
  const { rows } = await db.execute<{ cursor: string }>(
    sql`SELECT cursor FROM vendor_ticket_cursors WHERE provider_code = ${providerCode}`,
  );
  return rows[0]?.cursor ?? '0';
}

/**
 * Moves the cursor from `from` to `to` (its row locked until commit), in the transaction that writes the page's
 * rounds; false when it no longer stood at `from` (another pull wrote that page: this one must write nothing).
 */
export async function advanceTicketCursor(tx: Executor, providerCode: string, from: string, to: string, at: Date) {
  await tx.execute(sql`
    INSERT INTO vendor_ticket_cursors (provider_code, cursor, pulled_at) VALUES (${providerCode}, '0', ${at})
    ON CONFLICT (provider_code) DO NOTHING`);
  const { rows } = await tx.execute<{ cursor: string }>(
    sql`SELECT cursor FROM vendor_ticket_cursors WHERE provider_code = ${providerCode} FOR UPDATE`,
  );
  if (rows[0]?.cursor !== from) return false;
  await tx.execute(
    sql`UPDATE vendor_ticket_cursors SET cursor = ${to}, pulled_at = ${at} WHERE provider_code = ${providerCode}`,
  );
  return true;
}

/** The members of these ids with their site's id and merchant code. */
export async function membersWithSites(db: Executor, memberIds: bigint[]) {
  if (memberIds.length === 0) return [];
  const { rows } = await db.execute<{ id: string; site_id: number; site_code: string }>(sql`
    SELECT m.id::text, m.site_id, s.code AS site_code FROM members m JOIN sites s ON s.id = m.site_id
    WHERE m.id = ANY(${`{${memberIds.join(',')}}`}::bigint[])`);
  return rows;
}

/** The games of these studios (every entry, in catalogue order: the first is the studio's lobby). */
export async function studioGames(db: Executor, studios: string[]) {
  if (studios.length === 0) return [];
  const { rows } = await db.execute<{ id: string; vendor_code: string; game_code: string }>(sql`
    SELECT id::text, vendor_code, game_code FROM games
    WHERE vendor_code = ANY(${`{${studios.join(',')}}`}::text[])
    ORDER BY vendor_code, sort_order, id`);
  return rows;
}

/** A settled ticket as a round of the record of play. */
export interface TicketRound {
  siteId: number;
  memberId: string;
  gameId: string;
  roundRef: string;
  stake: string;
  win: string;
  version: number;
  outcome: Record<string, unknown>;
  placedAt: string;
  settledAt: string;
}

/**
 * Writes tickets as settled real-money rounds in one statement: a new ticket is inserted, a higher version of one
 * already written changes its win, outcome and settlement time (a corrected result: the stake stays as it was and
 * counts once; the record of play's trigger takes back what the round counted and adds what it counts now); the
 * same or a lower version changes nothing. Answers how many rows it wrote.
 */
export async function upsertTicketRounds(tx: Executor, providerCode: string, rounds: TicketRound[]) {
  if (rounds.length === 0) return 0;
  const result = await tx.execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, real_stake,
      outcome, status, created_at, settled_at)
    SELECT r."siteId", r."memberId", r."gameId", ${providerCode}, r."roundRef", 'real', r.stake, r.win, r.stake,
      r.outcome || jsonb_build_object('version', r.version), 'settled', r."placedAt", r."settledAt"
    FROM jsonb_to_recordset(${JSON.stringify(rounds)}::jsonb) AS r("siteId" integer, "memberId" bigint,
      "gameId" bigint, "roundRef" text, stake bigint, win bigint, version integer, outcome jsonb,
      "placedAt" timestamptz, "settledAt" timestamptz)
    ON CONFLICT (provider_code, round_ref) DO UPDATE
      SET win = excluded.win, outcome = excluded.outcome, settled_at = excluded.settled_at
      WHERE coalesce((game_rounds.outcome ->> 'version')::integer, 0) < (excluded.outcome ->> 'version')::integer`);
  return result.rowCount ?? 0;
}
