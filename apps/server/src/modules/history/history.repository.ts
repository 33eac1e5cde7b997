import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { siteDayAfter as dayAfter, siteDayStart as dayStart, siteDayOfInstant } from '../../db/site-days.js';

export interface Range {
  from: string;
  to: string;
  timeZone: string;
}

export type MovementRow = {
  id: string;
  time: Date;
  kind: string;
  wallet: string;
  amount: string;
  balance_after: string;
  memo: Record<string, string | null>;
  counterparty: string | null;
  /** Display names, so no code reaches the member (issue 22, 24): the wallet's vendor (null: the main wallet), */
  wallet_name: string | null;
  /** the wallets of a transfer between wallets (null: the main wallet), and a lottery game in the member's language. */
  from_name: string | null;
  to_name: string | null;
  lottery_game_name: string | null;
  /** A deposit's or a returned withdrawal's number as the member knows it: their 1st, 2nd... (issue 22, 25). */
  request_number: number | null;
};

/**
 * The member's postings in a day range, newest first, with the entry's kind and memo and the other
 * side's member (for transfers between members). Served by postings_account (account_id, id).
 */
export async function movementPage(
  db: Database,
  memberId: bigint,
  range: Range & { language: string },
  kinds: string[] | null,
  page: number,
  pageSize: number,
) {
  const where = sql`a.member_id = ${memberId}
    AND p.created_at >= ${dayStart(range.from, range.timeZone)} AND p.created_at < ${dayAfter(range.to, range.timeZone)}
    ${kinds ? sql`AND e.kind IN ${kinds}` : sql``}`;
  const [rows, total] = await Promise.all([
    db.execute<MovementRow>(sql`
      SELECT p.id::text, p.created_at AS time, e.kind, a.wallet, p.amount::text,
        coalesce(p.balance_after, (SELECT sum(q.amount) FROM postings q WHERE q.account_id = p.account_id AND q.id <= p.id))::text AS balance_after,
        e.memo,
        (SELECT v.name FROM vendors v WHERE v.code = a.wallet) AS wallet_name,
        CASE WHEN e.kind = 'wallet_transfer' THEN (SELECT v.name FROM vendors v WHERE v.code = e.memo ->> 'from') END AS from_name,
        CASE WHEN e.kind = 'wallet_transfer' THEN (SELECT v.name FROM vendors v WHERE v.code = e.memo ->> 'to') END AS to_name,
        (SELECT coalesce(g.names ->> ${range.language}, g.game_name) FROM lottery_games lg JOIN games g ON g.id = lg.game_id
          WHERE lg.site_id = a.site_id AND lg.code = e.memo ->> 'game') AS lottery_game_name,
        CASE WHEN e.kind = 'deposit' AND e.memo ->> 'deposit' ~ '^[0-9]+$' THEN (SELECT count(*)::int FROM deposits d
            WHERE d.member_id = ${memberId} AND d.id <= (e.memo ->> 'deposit')::bigint)
          WHEN e.kind = 'withdraw_release' AND e.memo ->> 'withdrawal' ~ '^[0-9]+$' THEN (SELECT count(*)::int FROM withdrawals w
            WHERE w.member_id = ${memberId} AND w.id <= (e.memo ->> 'withdrawal')::bigint) END AS request_number,
        (SELECT m.username FROM postings op JOIN ledger_accounts oa ON oa.id = op.account_id JOIN members m ON m.id = oa.member_id
          WHERE op.entry_id = p.entry_id AND op.id <> p.id AND oa.member_id <> ${memberId} LIMIT 1) AS counterparty
      FROM postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN journal_entries e ON e.id = p.entry_id
      WHERE ${where}
      ORDER BY p.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN journal_entries e ON e.id = p.entry_id
      WHERE ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.count ?? 0 };
}

export type ProfitSqlRow = {
  day: string;
  category: string;
  bet: string;
  win: string;
  bonus: string;
};

/** Bets, wins and bonuses on the member's accounts per site-local day and game category. */
export async function profitRows(db: Database, memberId: bigint, range: Range) {
  const result = await db.execute<ProfitSqlRow>(sql`
    SELECT to_char(${siteDayOfInstant(sql`p.created_at`, range.timeZone)}, 'YYYY-MM-DD') AS day,
      CASE WHEN e.kind = 'bonus' THEN 'BONUS' ELSE coalesce(e.memo ->> 'category', 'OTHER') END AS category,
      coalesce(-sum(p.amount) FILTER (WHERE e.kind IN ('game_bet', 'lottery_bet')), 0)::text AS bet,
      coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('game_win', 'jackpot_win', 'game_rollback', 'lottery_payout', 'lottery_refund')), 0)::text AS win,
      coalesce(sum(p.amount) FILTER (WHERE e.kind = 'bonus'), 0)::text AS bonus
    FROM postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN journal_entries e ON e.id = p.entry_id
    WHERE a.member_id = ${memberId}
      AND e.kind IN ('game_bet', 'game_win', 'jackpot_win', 'game_rollback', 'lottery_bet', 'lottery_payout',
                     'lottery_refund', 'bonus')
      AND p.created_at >= ${dayStart(range.from, range.timeZone)} AND p.created_at < ${dayAfter(range.to, range.timeZone)}
    GROUP BY 1, 2
    ORDER BY 1 DESC, 2`);
  return result.rows;
}
