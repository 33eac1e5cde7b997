import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { usernameMatches } from '../../db/username-match.js';

/** The state of the member's grant of one instance of a promotion, locked; null when there is none. */
export async function lockInstanceGrant(db: Executor, promotionId: bigint, memberId: bigint, instanceKey: string) {
  const result = await db.execute<{ id: string; state: string }>(
    sql`SELECT id::text, state FROM promotion_grants
        WHERE promotion_id = ${promotionId} AND member_id = ${memberId} AND instance_key = ${instanceKey} FOR UPDATE`,
  );
  const row = result.rows[0];
  return row ? { id: BigInt(row.id), state: row.state } : null;
}

/** A resubmission replaces the rejected application's images (its decision stays in the audit log). */
export async function dropApplicationImages(db: Executor, grantId: bigint) {
  await db.execute(sql`DELETE FROM promotion_application_images WHERE grant_id = ${grantId}`);
}

/** Stores an application's comment and images with its grant. */
export async function saveApplication(
  db: Executor,
  grantId: bigint,
  comment: string,
  images: readonly { contentType: string; content: Buffer }[],
) {
  await db.execute(sql`UPDATE promotion_grants SET comment = ${comment} WHERE id = ${grantId}`);
  for (const [position, image] of images.entries()) {
    await db.execute(
      sql`INSERT INTO promotion_application_images (grant_id, position, content_type, content)
          VALUES (${grantId}, ${position}, ${image.contentType}, ${image.content})`,
    );
  }
}

export interface ApplicationRow {
  id: string;
  code: string;
  username: string;
  comment: string;
  images: number;
  state: 'applying' | 'rejected' | 'process' | 'done';
  created_at: Date;
}

/** A page of the site's applications (of one state, or all with the waiting first), newest first, and their count. */
export async function applicationsOf(
  db: Executor,
  siteId: number,
  filter: { state?: ApplicationRow['state']; username?: string; page: number; pageSize: number },
) {
  const where = sql`g.site_id = ${siteId} AND p.kind = 'manual' AND g.comment IS NOT NULL
    ${filter.state ? sql`AND g.state = ${filter.state}` : sql``}
    ${filter.username ? sql`AND ${usernameMatches(sql`m.username`, filter.username, 'prefix')}` : sql``}`;
  const from = sql`promotion_grants g JOIN promotions p ON p.id = g.promotion_id JOIN members m ON m.id = g.member_id`;
  const [items, [count]] = await Promise.all([
    datedRows<ApplicationRow>(
      db,
      sql`SELECT g.id::text, p.code, m.username, g.comment, g.state, g.created_at,
                 (SELECT count(*)::integer FROM promotion_application_images i WHERE i.grant_id = g.id) AS images
          FROM ${from} WHERE ${where}
          ORDER BY (g.state = 'applying') DESC, g.id DESC
          LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
      ['created_at'],
    ),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function applicationImage(db: Executor, siteId: number, grantId: bigint, position: number) {
  const [row] = await rowsOf<{ content_type: string; content: Buffer }>(
    db,
    sql`SELECT i.content_type, i.content FROM promotion_application_images i
        JOIN promotion_grants g ON g.id = i.grant_id
        WHERE i.grant_id = ${grantId} AND i.position = ${position} AND g.site_id = ${siteId}`,
  );
  return row ?? null;
}
