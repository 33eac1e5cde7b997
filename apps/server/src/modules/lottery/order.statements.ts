import type { ConnectionClient } from '../../db/executor.js';
import type { NewLine } from './order.repository.js';

/**
 * An order's rows in one named prepared statement on its transaction's connection: every bet runs it,
 * so it is planned once per connection and no query builder runs per order. In that one statement the
 * issues are held FOR SHARE and checked open for sales, the order is written with its ledger entry,
 * each issue's payout cap is counted in the upsert that admits it, the lines are written and the game
 * goes to the member's recent games (its time moved at most once a minute: a
 * member betting every few seconds does not rewrite the row each time). Nothing is written unless every issue is selling; the caller
 * rolls the transaction back when an issue's cap refused the order.
 */
const placeOrderText = `
WITH held AS (
  SELECT id FROM lottery_issues
  WHERE id = ANY($11::bigint[]) AND lottery_game_id = $3 AND status = 'open' AND closes_at > $10
  ORDER BY id FOR SHARE
), selling AS (
  SELECT count(*) = cardinality($11::bigint[]) AS ok FROM held
), placed AS (
  INSERT INTO lottery_orders
    (site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, chase, total, entry_id, created_at)
  SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10 FROM selling WHERE ok
  RETURNING id
), exposed AS (
  INSERT INTO lottery_exposure AS e (issue_id, member_id, potential)
  SELECT x.issue_id, $2, x.potential FROM placed, unnest($11::bigint[], $12::bigint[]) AS x(issue_id, potential)
  ON CONFLICT (issue_id, member_id) DO UPDATE SET potential = e.potential + EXCLUDED.potential
  WHERE e.potential + EXCLUDED.potential <= $13
  RETURNING e.issue_id
), written AS (
  INSERT INTO lottery_lines
    (order_id, issue_id, member_id, line_no, play_id, selection, unit, multiple, prize_group, bets, bet_stake, stake,
     prizes, rebate_due)
  SELECT placed.id, l.issue_id, $2, l.line_no, l.play_id, l.selection::jsonb, l.unit, l.multiple, l.prize_group,
         l.bets, l.bet_stake, l.stake, l.prizes::jsonb, l.rebate_due
  FROM placed, unnest($15::bigint[], $16::smallint[], $17::text[], $18::text[], $19::text[], $20::integer[],
                      $21::integer[], $22::integer[], $23::bigint[], $24::bigint[], $25::text[], $26::bigint[])
    AS l(issue_id, line_no, play_id, selection, unit, multiple, prize_group, bets, bet_stake, stake, prizes, rebate_due)
  RETURNING 1
), played AS (
  INSERT INTO recent_games (member_id, game_id) SELECT $2, $14 FROM placed
  ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = now()
  WHERE recent_games.last_played_at < now() - interval '1 minute'
  RETURNING 1
)
SELECT (SELECT ok FROM selling) AS selling,
       (SELECT id FROM placed) AS order_id,
       ARRAY(SELECT issue_id FROM exposed)::text[] AS admitted,
       (SELECT count(*) FROM written) AS lines_written`;

export interface OrderRows {
  siteId: number;
  memberId: bigint;
  lotteryGameId: number;
  gameId: bigint;
  orderNumber: string;
  idempotencyKey: string;
  requestHash: string;
  chase: unknown;
  total: bigint;
  entryId: bigint;
  createdAt: Date;
  /** Each issue bet on, with the most its lines there could pay. */
  issues: { id: bigint; potential: bigint }[];
  /** The per-issue payout cap. */
  cap: bigint;
  lines: NewLine[];
}

export type OrderWriteResult =
  | { kind: 'placed'; orderId: bigint }
  | { kind: 'sales_closed' }
  | { kind: 'over_cap'; issueIds: bigint[] };

const column = <T>(lines: NewLine[], pick: (line: NewLine) => T) => lines.map(pick);

export async function writeOrderRows(client: ConnectionClient, order: OrderRows): Promise<OrderWriteResult> {
  const { lines } = order;
  const result = await client.query<{ selling: boolean; order_id: string | null; admitted: string[] }>({
    name: 'lottery_place_order',
    text: placeOrderText,
    values: [
      order.siteId,
      String(order.memberId),
      order.lotteryGameId,
      order.orderNumber,
      order.idempotencyKey,
      order.requestHash,
      order.chase === null ? null : JSON.stringify(order.chase),
      String(order.total),
      String(order.entryId),
      order.createdAt,
      order.issues.map((issue) => String(issue.id)),
      order.issues.map((issue) => String(issue.potential)),
      String(order.cap),
      String(order.gameId),
      column(lines, (line) => String(line.issueId)),
      column(lines, (line) => line.lineNo),
      column(lines, (line) => line.playId),
      column(lines, (line) => JSON.stringify(line.selection)),
      column(lines, (line) => line.unit),
      column(lines, (line) => line.multiple),
      column(lines, (line) => line.prizeGroup ?? null),
      column(lines, (line) => line.bets),
      column(lines, (line) => String(line.betStake)),
      column(lines, (line) => String(line.stake)),
      column(lines, (line) => JSON.stringify(line.prizes)),
      column(lines, (line) => String(line.rebateDue ?? 0n)),
    ],
  });
  const row = result.rows[0]!;
  if (!row.selling || row.order_id === null) return { kind: 'sales_closed' };
  const admitted = new Set(row.admitted);
  const refused = order.issues.filter((issue) => !admitted.has(String(issue.id))).map((issue) => issue.id);
  if (refused.length > 0) return { kind: 'over_cap', issueIds: refused };
  return { kind: 'placed', orderId: BigInt(row.order_id) };
}
