import type { ContractKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import type { ContractTerms } from './contract.repository.js';

const rowsOf = <T>(db: Executor, query: ReturnType<typeof sql>) =>
  datedRows<T>(db, query, ['accepted_at', 'ended_at', 'settled_through', 'period_start', 'period_end', 'paid_at']);
const idArray = (ids: readonly bigint[]) => `{${ids.join(',')}}`;

/** A contract that may owe periods: running, or ended lately with periods before its end unsettled. */
export interface SettlingContract extends ContractTerms {
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

/**
 * A team's figures for a period (the agent itself and everyone below it), of real money only (issue 22 §2:
 * demo money qualifies for nothing real): the valid bet (scaled by each stake's real part), the real part of
 * the team's result (db/functions/real_profit_loss_of.sql), and the members who bet real money.
 */
export interface TeamPeriodFigures {
  agent_id: string;
  valid_bet: string;
  real_profit_loss: string;
  active_members: number;
}

/**
 * Day-based periods from the team rollups (fold the queue first): play summed over the days, and
 * distinct active members over them from the gap histogram (active days are days with real money at stake).
 */
export async function teamFiguresOverDays(db: Executor, agentIds: readonly bigint[], from: string, to: string) {
  return rowsOf<TeamPeriodFigures>(
    db,
    sql`SELECT a.id::text AS agent_id,
               coalesce((SELECT sum(p.valid_bet) FROM team_play_daily p
                         WHERE p.agent_id = a.id AND p.day BETWEEN ${from}::date AND ${to}::date), 0)::text AS valid_bet,
               coalesce((SELECT sum(p.real_profit_loss) FROM team_play_daily p
                         WHERE p.agent_id = a.id AND p.day BETWEEN ${from}::date AND ${to}::date), 0)::text
                 AS real_profit_loss,
               coalesce((SELECT sum(g.members) FROM team_active_gaps g
                         WHERE g.agent_id = a.id AND g.day BETWEEN ${from}::date AND ${to}::date
                           AND g.gap > g.day - ${from}::date), 0)::integer AS active_members
        FROM unnest(${idArray(agentIds)}::bigint[]) AS a(id)`,
  );
}

/**
 * Hours and 5 minutes from the rounds themselves: the window's rounds summed per member first (one
 * index range of the site's settled rounds), then spread to each member's uplines that hold a contract.
 * A member is active in the window with a round of real money at stake, as on a day (play_fold.sql).
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
          SELECT r.member_id, sum(r.valid_bet) AS valid_bet,
                 sum(real_profit_loss_of(r.stake, r.win, r.real_stake)) AS real_profit_loss,
                 bool_or(r.real_stake > 0) AS active
          FROM game_rounds r
          WHERE r.site_id = ${siteId} AND r.settled_at >= ${start} AND r.settled_at < ${end}
            AND r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
          GROUP BY r.member_id
        )
        SELECT t.ancestor_id::text AS agent_id, sum(p.valid_bet)::text AS valid_bet,
               sum(p.real_profit_loss)::text AS real_profit_loss,
               count(*) FILTER (WHERE p.active)::integer AS active_members
        FROM play p JOIN member_tree t ON t.descendant_id = p.member_id
        WHERE t.ancestor_id = ANY(${idArray(agentIds)}::bigint[])
        GROUP BY t.ancestor_id`,
  );
}

export interface NewSettlement {
  contractId: bigint;
  validBet: bigint;
  /** The team's real result (TeamPeriodFigures): what a dividend shares. */
  realProfitLoss: bigint;
  activeMembers: number;
  rate: number;
  amount: bigint;
}

/**
 * Records one period of many contracts of a site in one statement, each once: answers the ids of
 * the new rows that owe an amount (a period settled before is left as it was).
 */
export async function insertSettlements(
  db: Executor,
  period: { siteId: number; start: Date; end: Date; at: Date },
  rows: readonly NewSettlement[],
): Promise<bigint[]> {
  const column = (pick: (row: NewSettlement) => bigint | number) => `{${rows.map(pick).join(',')}}`;
  const inserted = await rowsOf<{ id: string; amount: string }>(
    db,
    sql`INSERT INTO agent_contract_settlements
          (contract_id, site_id, period_start, period_end, valid_bet, real_profit_loss, active_members, rate, amount,
           state, settled_at)
        SELECT r.contract_id, ${period.siteId}, ${period.start}, ${period.end}, r.valid_bet, r.real_profit_loss,
               r.active_members, r.rate, r.amount, CASE WHEN r.amount > 0 THEN 'unpaid' ELSE 'nothing' END, ${period.at}
        FROM unnest(${column((row) => row.contractId)}::bigint[], ${column((row) => row.validBet)}::bigint[],
                    ${column((row) => row.realProfitLoss)}::bigint[], ${column((row) => row.activeMembers)}::integer[],
                    ${column((row) => row.rate)}::integer[], ${column((row) => row.amount)}::bigint[])
             AS r(contract_id, valid_bet, real_profit_loss, active_members, rate, amount)
        ON CONFLICT (contract_id, period_start) DO NOTHING
        RETURNING id::text, amount::text`,
  );
  return inserted.filter((row) => BigInt(row.amount) > 0n).map((row) => BigInt(row.id));
}

/** Marks periods paid, each with the ledger entry that paid it. */
export async function markPaid(db: Executor, paid: readonly { id: bigint; entryId: bigint }[], at: Date) {
  if (paid.length === 0) return;
  await db.execute(
    sql`UPDATE agent_contract_settlements s SET state = 'paid', reason = NULL, entry_id = p.entry_id, paid_at = ${at}
        FROM unnest(${`{${paid.map((row) => row.id).join(',')}}`}::bigint[],
                    ${`{${paid.map((row) => row.entryId).join(',')}}`}::bigint[]) AS p(id, entry_id)
        WHERE s.id = p.id`,
  );
}

export async function markUnpaid(db: Executor, ids: readonly bigint[], reason: string) {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE agent_contract_settlements SET reason = ${reason} WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
  );
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
  /** The upline's main wallet account (null: the site pays) and the downline's. */
  payer_account: string | null;
  payee_account: string;
}

/** Periods of these kinds recorded unpaid, top of the tree first, then oldest first. */
export async function owedSettlements(db: Executor, kinds: readonly ContractKind[], ids?: readonly bigint[]) {
  return rowsOf<OwedSettlement>(
    db,
    sql`SELECT s.id::text, s.contract_id::text, s.site_id, c.kind, c.upline_id::text, c.downline_id::text,
               s.period_start, s.amount::text,
               (SELECT count(*) FROM member_tree t WHERE t.descendant_id = c.downline_id)::integer AS depth,
               payer.id::text AS payer_account, payee.id::text AS payee_account
        FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
        JOIN ledger_accounts payee ON payee.member_id = c.downline_id AND payee.wallet = 'MAIN'
        LEFT JOIN ledger_accounts payer ON payer.member_id = c.upline_id AND payer.wallet = 'MAIN'
        WHERE s.state = 'unpaid' AND c.kind = ANY(${`{${kinds.join(',')}}`}::text[])
          ${ids ? sql`AND s.id = ANY(${idArray(ids)}::bigint[])` : sql``}
        ORDER BY depth, s.period_start, s.id`,
  );
}
