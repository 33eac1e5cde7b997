import type { DownlineTransactionType } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { siteDayAfter, siteDayStart } from '../../db/site-days.js';
import { usernameMatches } from '../../db/username-match.js';

export interface DownlineTransactionFilter {
  agentId: bigint;
  siteId: number;
  from: string;
  to: string;
  timeZone: string;
  username?: string | undefined;
  match: 'prefix' | 'exact';
  type?: DownlineTransactionType | undefined;
}

export interface DownlineTransactionRow {
  id: string;
  time: string;
  username: string;
  type: DownlineTransactionType;
  amount: string;
  status: 'pending' | 'completed' | 'rejected';
  detail: string | null;
  /** The detail per language, where it is an operator's text (a deposit's channel). */
  detail_texts: Record<string, string> | null;
}

/** The ledger kinds a downline's page shows, besides the cashier's own records. */
const ledgerKinds: Record<'transfer' | 'bonus', string[]> = {
  transfer: ['member_transfer'],
  bonus: ['bonus', 'adjustment'],
};

/**
 * One SELECT per kind of record, each reading only the team's members in the range (each names its
 * columns: any one of them may come first in the union). Deposits and
 * withdrawals come from the cashier's tables (pending and rejected ones too: the agent follows its
 * team's requests); transfers and bonuses from the ledger, posted on the member's main wallet.
 */
function branches(siteId: number, type: DownlineTransactionType | undefined, start: SQL, after: SQL): SQL[] {
  const wanted = (kind: DownlineTransactionType) => type === undefined || type === kind;
  const parts: SQL[] = [];
  if (wanted('deposit')) {
    parts.push(sql`
      SELECT 'deposit' AS type, 'deposit:' || d.id AS id, d.created_at AS time, team.username, d.amount,
             CASE d.status WHEN 'credited' THEN 'completed' ELSE d.status END AS status, c.name AS detail,
             c.names AS detail_texts
      FROM team JOIN deposits d ON d.member_id = team.id JOIN payment_channels c ON c.id = d.channel_id
      WHERE d.created_at >= ${start} AND d.created_at < ${after}`);
  }
  if (wanted('withdrawal')) {
    // The payee's bank account is the downline's own business: not shown to its upline.
    parts.push(sql`
      SELECT 'withdrawal' AS type, 'withdrawal:' || w.id AS id, w.created_at AS time, team.username, -w.amount AS amount,
             CASE w.status WHEN 'paid' THEN 'completed' ELSE w.status END AS status, NULL AS detail,
             NULL::jsonb AS detail_texts
      FROM team JOIN withdrawals w ON w.member_id = team.id
      WHERE w.created_at >= ${start} AND w.created_at < ${after}`);
  }
  const kinds = [...(wanted('transfer') ? ledgerKinds.transfer : []), ...(wanted('bonus') ? ledgerKinds.bonus : [])];
  if (kinds.length > 0) {
    // A transfer names the other member (always the payer's upline or downline, so in my line).
    parts.push(sql`
      SELECT CASE e.kind WHEN 'member_transfer' THEN 'transfer' ELSE 'bonus' END AS type, 'ledger:' || p.id AS id,
             p.created_at AS time, team.username, p.amount, 'completed' AS status,
             CASE WHEN e.kind = 'member_transfer' THEN
               (SELECT om.username FROM postings op JOIN ledger_accounts oa ON oa.id = op.account_id
                JOIN members om ON om.id = oa.member_id WHERE op.entry_id = p.entry_id AND op.id <> p.id LIMIT 1)
             ELSE e.memo ->> 'reason' END AS detail, NULL::jsonb AS detail_texts
      FROM team JOIN ledger_accounts a ON a.member_id = team.id AND a.wallet = 'MAIN'
      JOIN postings p ON p.account_id = a.id JOIN journal_entries e ON e.id = p.entry_id
      WHERE e.site_id = ${siteId} AND e.kind IN ${kinds} AND e.created_at >= ${start} AND e.created_at < ${after}`);
  }
  return parts;
}

/**
 * A page of the money movements of everyone below the agent on its site (member_tree, depth > 0),
 * newest first, and how many there are: one statement, the team read once.
 */
export function downlineTransactionQuery(filter: DownlineTransactionFilter, offset: number, limit: number): SQL {
  const start = siteDayStart(filter.from, filter.timeZone);
  const after = siteDayAfter(filter.to, filter.timeZone);
  const named = filter.username ? sql`AND ${usernameMatches(sql`m.username`, filter.username, filter.match)}` : sql``;
  return sql`
    WITH team AS MATERIALIZED (
      SELECT m.id, m.username FROM member_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = ${filter.agentId} AND t.depth > 0 AND m.site_id = ${filter.siteId} ${named}
    ), moves AS MATERIALIZED (${sql.join(branches(filter.siteId, filter.type, start, after), sql` UNION ALL `)})
    SELECT (SELECT count(*) FROM moves)::integer AS total,
           coalesce((SELECT json_agg(row_to_json(page) ORDER BY page.at DESC, page.id DESC) FROM (
             SELECT id, time AS at, to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time,
                    username, type, amount::text AS amount, status, detail, detail_texts
             FROM moves ORDER BY moves.time DESC, moves.id DESC OFFSET ${offset} LIMIT ${limit}
           ) page), '[]'::json) AS items`;
}

export async function downlineTransactionPage(
  db: Executor,
  filter: DownlineTransactionFilter,
  offset: number,
  limit: number,
) {
  const result = await db.execute<{ total: number; items: DownlineTransactionRow[] }>(
    downlineTransactionQuery(filter, offset, limit),
  );
  const row = result.rows[0];
  return { total: row?.total ?? 0, items: row?.items ?? [] };
}
