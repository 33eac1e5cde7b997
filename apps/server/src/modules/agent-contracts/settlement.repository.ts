import type { ContractKind, ContractTier } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { datedRows } from './dated-rows.js';

const rowsOf = <T>(db: Executor, query: ReturnType<typeof sql>) =>
  datedRows<T>(db, query, ['accepted_at', 'ended_at', 'settled_through', 'period_start', 'period_end', 'paid_at']);
const idArray = (ids: readonly bigint[]) => `{${ids.join(',')}}`;

/** A contract that may owe periods: running, or ended lately with periods before its end unsettled. */
export interface SettlingContract {
  id: string;
  site_id: number;
  kind: ContractKind;
  period: string;
  upline_id: string | null;
  downline_id: string;
  tiers: ContractTier[];
  accepted_at: Date;
  ended_at: Date | null;
  /** The end of its last settled period, if any. */
  settled_through: Date | null;
  /** How far below the top of its tree its downline is: payments run top-down, so money reaches each upline first. */
  depth: number;
}

/** Contracts of these kinds that were accepted and are running, or ended within the last 40 days. */
export async function settlingContracts(db: Executor, kinds: readonly ContractKind[], now: Date) {
  return rowsOf<SettlingContract>(
    db,
    sql`SELECT c.id::text, c.site_id, c.kind, c.period, c.upline_id::text, c.downline_id::text, c.tiers,
               c.accepted_at, c.ended_at,
               (SELECT max(s.period_end) FROM agent_contract_settlements s WHERE s.contract_id = c.id) AS settled_through,
               (SELECT count(*) FROM member_tree t WHERE t.descendant_id = c.downline_id)::integer AS depth
        FROM agent_contracts c
        WHERE c.kind = ANY(${`{${kinds.join(',')}}`}::text[]) AND c.accepted_at IS NOT NULL
          AND (c.state IN ('accepted', 'terminating') OR c.ended_at > ${now}::timestamptz - interval '40 days')`,
  );
}

/** A team's figures for a period (the agent itself and everyone below it). */
export interface TeamPeriodFigures {
  agent_id: string;
  valid_bet: string;
  profit_loss: string;
  active_members: number;
}

/**
 * Day-based periods from the team rollups (fold the queue first): play summed over the days, and
 * distinct active members over them from the gap histogram.
 */
export async function teamFiguresOverDays(db: Executor, agentIds: readonly bigint[], from: string, to: string) {
  return rowsOf<TeamPeriodFigures>(
    db,
    sql`SELECT a.id::text AS agent_id,
               coalesce((SELECT sum(p.valid_bet) FROM team_play_daily p
                         WHERE p.agent_id = a.id AND p.day BETWEEN ${from}::date AND ${to}::date), 0)::text AS valid_bet,
               coalesce((SELECT sum(p.payout - p.stake) FROM team_play_daily p
                         WHERE p.agent_id = a.id AND p.day BETWEEN ${from}::date AND ${to}::date), 0)::text AS profit_loss,
               coalesce((SELECT sum(g.members) FROM team_active_gaps g
                         WHERE g.agent_id = a.id AND g.day BETWEEN ${from}::date AND ${to}::date
                           AND g.gap > g.day - ${from}::date), 0)::integer AS active_members
        FROM unnest(${idArray(agentIds)}::bigint[]) AS a(id)`,
  );
}

/**
 * Hours and 5 minutes from the rounds themselves: the window's rounds summed per member first (one
 * index range of the site's settled rounds), then spread to each member's uplines that hold a contract.
 */
export async function teamFiguresInWindow(
  db: Executor,
  siteId: number,
  agentIds: readonly bigint[],
  start: Date,
  end: Date,
) {
  return rowsOf<TeamPeriodFigures>(
    db,
    sql`WITH play AS (
          SELECT r.member_id, sum(r.stake) AS stake, sum(r.win) AS payout,
                 sum(CASE WHEN r.win = r.stake THEN 0 ELSE r.stake END) AS valid_bet
          FROM game_rounds r
          WHERE r.site_id = ${siteId} AND r.settled_at >= ${start} AND r.settled_at < ${end}
            AND r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
          GROUP BY r.member_id
        )
        SELECT t.ancestor_id::text AS agent_id, sum(p.valid_bet)::text AS valid_bet,
               sum(p.payout - p.stake)::text AS profit_loss, count(*)::integer AS active_members
        FROM play p JOIN member_tree t ON t.descendant_id = p.member_id
        WHERE t.ancestor_id = ANY(${idArray(agentIds)}::bigint[])
        GROUP BY t.ancestor_id`,
  );
}

export interface NewSettlement {
  contractId: bigint;
  siteId: number;
  periodStart: Date;
  periodEnd: Date;
  validBet: bigint;
  profitLoss: bigint;
  activeMembers: number;
  rate: number;
  amount: bigint;
  at: Date;
}

/** Records a contract's period once: answers the new row's id, or null when the period was settled before. */
export async function insertSettlement(db: Executor, row: NewSettlement): Promise<bigint | null> {
  const [inserted] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO agent_contract_settlements
          (contract_id, site_id, period_start, period_end, valid_bet, profit_loss, active_members, rate, amount, state, settled_at)
        VALUES (${row.contractId}, ${row.siteId}, ${row.periodStart}, ${row.periodEnd}, ${row.validBet}, ${row.profitLoss},
                ${row.activeMembers}, ${row.rate}, ${row.amount}, ${row.amount > 0n ? 'unpaid' : 'nothing'}, ${row.at})
        ON CONFLICT (contract_id, period_start) DO NOTHING
        RETURNING id::text`,
  );
  return inserted ? BigInt(inserted.id) : null;
}

export async function markPaid(db: Executor, id: bigint, entryId: bigint, at: Date) {
  await db.execute(
    sql`UPDATE agent_contract_settlements SET state = 'paid', reason = NULL, entry_id = ${entryId}, paid_at = ${at}
        WHERE id = ${id}`,
  );
}

export async function markUnpaid(db: Executor, id: bigint, reason: string) {
  await db.execute(sql`UPDATE agent_contract_settlements SET reason = ${reason} WHERE id = ${id}`);
}

/** A recorded period still owed, with what pays it. */
export interface OwedSettlement {
  id: string;
  contract_id: string;
  site_id: number;
  kind: ContractKind;
  upline_id: string | null;
  downline_id: string;
  period_start: Date;
  amount: string;
  depth: number;
}

/** Periods of these kinds recorded unpaid, top of the tree first, then oldest first. */
export async function owedSettlements(db: Executor, kinds: readonly ContractKind[], ids?: readonly bigint[]) {
  return rowsOf<OwedSettlement>(
    db,
    sql`SELECT s.id::text, s.contract_id::text, s.site_id, c.kind, c.upline_id::text, c.downline_id::text,
               s.period_start, s.amount::text,
               (SELECT count(*) FROM member_tree t WHERE t.descendant_id = c.downline_id)::integer AS depth
        FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
        WHERE s.state = 'unpaid' AND c.kind = ANY(${`{${kinds.join(',')}}`}::text[])
          ${ids ? sql`AND s.id = ANY(${idArray(ids)}::bigint[])` : sql``}
        ORDER BY depth, s.period_start, s.id`,
  );
}
