import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface Counterparty {
  id: bigint;
  username: string;
}

/** The agent the member sits under, on the same site. */
export async function uplineOf(db: Database, siteId: number, memberId: bigint): Promise<Counterparty | null> {
  const result = await db.execute<{ id: string; username: string }>(sql`
    SELECT parent.id::text, parent.username FROM members child
    JOIN members parent ON parent.id = child.parent_id AND parent.site_id = child.site_id
    WHERE child.id = ${memberId} AND child.site_id = ${siteId}`);
  const row = result.rows[0];
  return row ? { id: BigInt(row.id), username: row.username } : null;
}

/** A member of the agent's own team (any depth below it), by username; null for anyone else. */
export async function downlineOf(
  db: Database,
  siteId: number,
  agentId: bigint,
  username: string,
): Promise<Counterparty | null> {
  const result = await db.execute<{ id: string; username: string }>(sql`
    WITH RECURSIVE team AS (
      SELECT id, username FROM members WHERE parent_id = ${agentId} AND site_id = ${siteId}
      UNION
      SELECT m.id, m.username FROM members m JOIN team ON m.parent_id = team.id WHERE m.site_id = ${siteId}
    )
    SELECT id::text, username FROM team WHERE lower(username) = lower(${username}) LIMIT 1`);
  const row = result.rows[0];
  return row ? { id: BigInt(row.id), username: row.username } : null;
}
