import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts, members } from '../../db/schema/index.js';

export type LinkReason = 'address' | 'device' | 'bankAccount';

/** Names listed per member and reason; the operator opens the member for the rest. */
export const linkedNamesShown = 20;

/**
 * For each of the members: the other accounts of its site that registered from the same address or
 * device, or that added a bank account with the same number (removed ones too: money went there).
 */
export async function linkedAccounts(db: Database, siteId: number, memberIds: bigint[]) {
  if (memberIds.length === 0) return [];
  const ids = sql.raw(`ARRAY[${memberIds.map((id) => `${BigInt(id)}`).join(',')}]::bigint[]`);
  const result = await db.execute<{ member_id: string; reason: LinkReason; username: string }>(sql`
    WITH mine AS (
      SELECT id, registration_ip, registration_device FROM ${members} WHERE site_id = ${siteId} AND id = ANY(${ids})
    ),
    links AS (
      SELECT mine.id AS member_id, 'address' AS reason, other.username
      FROM mine JOIN ${members} other
        ON other.site_id = ${siteId} AND other.registration_ip = mine.registration_ip AND other.id <> mine.id
      UNION
      SELECT mine.id, 'device', other.username
      FROM mine JOIN ${members} other
        ON other.site_id = ${siteId} AND other.registration_device = mine.registration_device AND other.id <> mine.id
      UNION
      SELECT own.member_id, 'bankAccount', other.username
      FROM ${bankAccounts} own
      JOIN ${bankAccounts} theirs ON theirs.account_number = own.account_number AND theirs.member_id <> own.member_id
      JOIN ${members} other ON other.id = theirs.member_id AND other.site_id = ${siteId}
      WHERE own.member_id IN (SELECT id FROM mine)
    )
    SELECT member_id, reason, username FROM (
      SELECT *, row_number() OVER (PARTITION BY member_id, reason ORDER BY username) AS position FROM links
    ) ranked
    WHERE position <= ${linkedNamesShown}
    ORDER BY member_id, reason, username`);
  return result.rows.map((row) => ({ memberId: BigInt(row.member_id), reason: row.reason, username: row.username }));
}
