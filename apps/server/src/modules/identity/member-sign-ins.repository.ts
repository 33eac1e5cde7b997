import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

export interface SignInRow {
  at: Date;
  ip: string;
  device: string | null;
  succeeded: boolean;
  shared_with: number;
}

/** Other members of the site known at an address (`ip`, an inet expression): a count. */
const othersAt = (ip: ReturnType<typeof sql>, siteId: number, memberId: bigint) =>
  sql`(SELECT count(*)::integer FROM known_addresses other_address JOIN members o ON o.id = other_address.member_id
       WHERE other_address.ip = ${ip} AND o.site_id = ${siteId} AND o.id <> ${memberId})`;

/**
 * A page of the sign-in tries with the member's username (any letter case, as sign-in records it), newest first,
 * each with how many other accounts of the site signed in from its address.
 */
export async function signInPage(
  db: Executor,
  member: { siteId: number; id: bigint; username: string },
  offset: number,
  limit: number,
) {
  const where = sql`a.site_id = ${member.siteId} AND a.account = lower(${member.username})`;
  const [rows, [count]] = await Promise.all([
    datedRows<SignInRow>(
      db,
      sql`SELECT a.at, host(a.ip) AS ip, a.device, a.succeeded,
                 ${othersAt(sql`a.ip`, member.siteId, member.id)} AS shared_with
          FROM login_attempts a WHERE ${where} ORDER BY a.at DESC, a.id DESC OFFSET ${offset} LIMIT ${limit}`,
      ['at'],
    ),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM login_attempts a WHERE ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface AddressRow {
  ip: string;
  first_seen_at: Date;
  shared_with: number;
  accounts: string[];
}

/** The addresses the member signed in from (the latest 20), with the other accounts of the site seen there. */
export function addressesOf(db: Executor, siteId: number, memberId: bigint) {
  return datedRows<AddressRow>(
    db,
    sql`SELECT host(k.ip) AS ip, k.first_seen_at, ${othersAt(sql`k.ip`, siteId, memberId)} AS shared_with,
               coalesce((SELECT array_agg(username ORDER BY username) FROM (
                 SELECT o.username FROM known_addresses s JOIN members o ON o.id = s.member_id
                 WHERE s.ip = k.ip AND o.site_id = ${siteId} AND o.id <> ${memberId}
                 ORDER BY o.username LIMIT 20) named), '{}') AS accounts
        FROM known_addresses k WHERE k.member_id = ${memberId}
        ORDER BY k.first_seen_at DESC LIMIT 20`,
    ['first_seen_at'],
  );
}
