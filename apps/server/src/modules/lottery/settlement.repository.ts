import { connectionOf, type Executor } from '../../db/executor.js';

/** A line waiting on an issue, with what settling it needs. */
export interface WaitingLine {
  id: bigint;
  memberId: bigint;
  orderId: bigint;
  playId: string;
  selection: string[][];
  bets: number;
  betStake: bigint;
  stake: bigint;
  prizes: Record<string, string>;
  rebateDue: bigint;
}

export async function waitingLines(tx: Executor, issueId: bigint): Promise<WaitingLine[]> {
  const result = await connectionOf(tx).query<
    Record<string, string> & { selection: string[][]; prizes: Record<string, string> }
  >({
    name: 'lottery_waiting_lines',
    text: `SELECT id, member_id, order_id, play_id, selection, bets, bet_stake, stake, prizes, rebate_due
           FROM lottery_lines WHERE issue_id = $1 AND status = 'waiting'`,
    values: [String(issueId)],
  });
  return result.rows.map((row) => ({
    id: BigInt(row.id!),
    memberId: BigInt(row.member_id!),
    orderId: BigInt(row.order_id!),
    playId: row.play_id!,
    selection: row.selection,
    bets: Number(row.bets),
    betStake: BigInt(row.bet_stake!),
    stake: BigInt(row.stake!),
    prizes: row.prizes,
    rebateDue: BigInt(row.rebate_due!),
  }));
}

/**
 * Locks the orders of these lines, in id order, before any of their lines change: a member's cancel
 * locks its order first too, so the two meet on the order and never deadlock over its lines.
 */
export async function lockOrders(tx: Executor, orderIds: bigint[]) {
  if (orderIds.length === 0) return;
  await connectionOf(tx).query({
    name: 'lottery_lock_orders',
    text: 'SELECT id FROM lottery_orders WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    values: [orderIds.map(String)],
  });
}

export interface LineOutcomeRow {
  id: bigint;
  status: 'won' | 'lost' | 'push' | 'void' | 'cancelled';
  payout: bigint;
  refund: bigint;
  rebate: bigint;
}

/** What a member is owed from the lines that just left 'waiting'. */
export interface Credit {
  memberId: bigint;
  orderId: bigint;
  amount: bigint;
}

/**
 * Writes every line's outcome in one statement. Only lines still waiting change, and the statement
 * answers exactly those: a line is paid once however often settlement runs.
 */
export async function recordOutcomes(tx: Executor, outcomes: LineOutcomeRow[], at: Date): Promise<Credit[]> {
  if (outcomes.length === 0) return [];
  const result = await connectionOf(tx).query<{ member_id: string; order_id: string; credit: string }>({
    name: 'lottery_record_outcomes',
    text: `UPDATE lottery_lines l
           SET status = u.status, payout = u.payout, refund = u.refund, rebate = u.rebate, settled_at = $6
           FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[])
             AS u(id, status, payout, refund, rebate)
           WHERE l.id = u.id AND l.status = 'waiting'
           RETURNING l.member_id, l.order_id, (u.payout + u.refund + u.rebate)::text AS credit`,
    values: [
      outcomes.map((row) => String(row.id)),
      outcomes.map((row) => row.status),
      outcomes.map((row) => String(row.payout)),
      outcomes.map((row) => String(row.refund)),
      outcomes.map((row) => String(row.rebate)),
      at,
    ],
  });
  return result.rows.map((row) => ({
    memberId: BigInt(row.member_id),
    orderId: BigInt(row.order_id),
    amount: BigInt(row.credit),
  }));
}

/**
 * Stop on win: the chases that won on this issue give up their lines on later issues still open for
 * sales (held FOR SHARE), each refunded once.
 */
export async function stopWonChases(tx: Executor, issueId: bigint, orderIds: bigint[], at: Date): Promise<Credit[]> {
  if (orderIds.length === 0) return [];
  const result = await connectionOf(tx).query<{ member_id: string; order_id: string; credit: string }>({
    name: 'lottery_stop_won_chases',
    text: `WITH stopping AS (
             SELECT o.id FROM lottery_orders o
             WHERE o.id = ANY($1::bigint[]) AND (o.chase ->> 'stopOnWin')::boolean
           ), later AS (
             SELECT i.id FROM lottery_issues i
             WHERE i.id IN (SELECT issue_id FROM lottery_lines WHERE order_id IN (SELECT id FROM stopping) AND status = 'waiting')
               AND i.id <> $2 AND i.status = 'open'
             ORDER BY i.id FOR SHARE
           )
           UPDATE lottery_lines l SET status = 'cancelled', refund = l.stake, settled_at = $3
           WHERE l.order_id IN (SELECT id FROM stopping) AND l.status = 'waiting' AND l.issue_id IN (SELECT id FROM later)
           RETURNING l.member_id, l.order_id, l.stake::text AS credit`,
    values: [orderIds.map(String), String(issueId), at],
  });
  return result.rows.map((row) => ({
    memberId: BigInt(row.member_id),
    orderId: BigInt(row.order_id),
    amount: BigInt(row.credit),
  }));
}

/** The members' main wallet accounts, by member. */
export async function mainAccounts(tx: Executor, memberIds: bigint[]): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const result = await connectionOf(tx).query<{ member_id: string; id: string }>({
    name: 'lottery_main_accounts',
    text: `SELECT member_id, id FROM ledger_accounts WHERE member_id = ANY($1::bigint[]) AND wallet = 'MAIN'`,
    values: [memberIds.map(String)],
  });
  return new Map(result.rows.map((row) => [BigInt(row.member_id), BigInt(row.id)]));
}

/**
 * One betting-record round per order on this issue (the betting record and the winners board read
 * game_rounds, which the provider module writes: its game_rounds_settled.sql, in this transaction): the
 * stake that was at risk (pushed bets came back, so they are not counted), the prizes won, and the order and
 * issue it was. Rebates are not wins: they show in the account history.
 * The lines are summed by order first, so the order, issue and game are joined once per order, not
 * once per line (0.8 s to 0.4 s for 100,000 lines in 10,000 orders).
 * Each round also carries its valid bet. A member can hedge over several orders of one issue (big in one,
 * small in the next), so the member's orders on the issue are judged together: valid_bet_of (the one
 * definition, db/functions/valid_bet_of.sql) of their stakes against everything they returned (prizes and
 * prize-group rebates), scaled by the issue's real stake (each line's real part, set when the order was
 * placed, less what a push gave back in proportion), and split over the orders by real stake (running floors,
 * so the parts add up exactly; an order of demo money only gets none of it).
 */
export async function recordRounds(tx: Executor, issueId: bigint, at: Date) {
  await connectionOf(tx).query({
    name: 'lottery_record_rounds',
    text: `WITH by_order AS (
             SELECT order_id, member_id, sum(stake - refund)::bigint AS stake, sum(payout)::bigint AS win,
                    sum(payout + rebate)::bigint AS returned, count(*) AS lines,
                    sum(CASE WHEN stake = 0 THEN 0 ELSE div(real_stake::numeric * (stake - refund), stake) END)::bigint
                      AS real_stake
             FROM lottery_lines WHERE issue_id = $1 AND status IN ('won', 'lost', 'push')
             GROUP BY order_id, member_id
           ), judged AS (
             SELECT b.*, sum(b.real_stake) OVER per_member AS issue_real,
                    valid_bet_of((sum(b.stake) OVER per_member)::bigint, (sum(b.returned) OVER per_member)::bigint,
                                 (sum(b.real_stake) OVER per_member)::bigint) AS issue_valid,
                    sum(b.real_stake) OVER (per_member ORDER BY b.order_id) AS through
             FROM by_order b
             WINDOW per_member AS (PARTITION BY b.member_id)
           )
           SELECT game_rounds_settled(
             provider_code => 'lottery', mode => 'real', settled_at => $2::timestamptz,
             site_id => array_agg(o.site_id), member_id => array_agg(o.member_id), game_id => array_agg(g.game_id),
             round_ref => array_agg(o.order_number || ':' || i.number), stake => array_agg(b.stake),
             real_stake => array_agg(b.real_stake), win => array_agg(b.win),
             valid_bet => array_agg(CASE WHEN b.issue_real = 0 THEN 0
                                         ELSE (div(b.issue_valid::numeric * b.through, b.issue_real)
                                               - div(b.issue_valid::numeric * (b.through - b.real_stake), b.issue_real))::bigint END),
             outcome => array_agg(jsonb_build_object('issue', i.number, 'result', i.result, 'lines', b.lines)),
             created_at => array_agg(o.created_at))
           FROM judged b
           JOIN lottery_orders o ON o.id = b.order_id
           JOIN lottery_issues i ON i.id = $1
           JOIN lottery_games g ON g.id = o.lottery_game_id`,
    values: [String(issueId), at],
  });
}
