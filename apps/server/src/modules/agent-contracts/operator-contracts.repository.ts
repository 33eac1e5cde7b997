import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import type { ContractRow } from './contract.repository.js';
import type { SettlementRecordRow } from './settlement-records.repository.js';

const agentTypeList = (agentTypes: number[]) => `{${agentTypes.join(',')}}`;

/** An agent of the site by username, and whether it is a top agent (no agent above it). */
export async function agentOfSite(db: Executor, siteId: number, username: string, agentTypes: number[]) {
  const [row] = await rowsOf<{ id: string; username: string; top: boolean }>(
    db,
    sql`SELECT m.id::text, m.username,
               NOT EXISTS (SELECT 1 FROM member_tree t JOIN members up ON up.id = t.ancestor_id
                           WHERE t.descendant_id = m.id AND t.depth > 0
                             AND up.member_type = ANY(${agentTypeList(agentTypes)}::smallint[])) AS top
        FROM members m
        WHERE m.site_id = ${siteId} AND lower(m.username) = lower(${username})
          AND m.member_type = ANY(${agentTypeList(agentTypes)}::smallint[])`,
  );
  return row ? { id: BigInt(row.id), username: row.username, top: row.top } : null;
}

/** The contracts an agent holds, every kind and state, newest first. */
export function contractsHeldBy(db: Executor, agentId: bigint, limit: number) {
  return datedRows<ContractRow>(
    db,
    sql`SELECT c.id::text, c.site_id, c.kind, c.period, c.upline_id::text, c.downline_id::text,
               u.username AS upline, d.username AS downline, c.tiers, c.state, c.termination_requested_by,
               c.end_reason, c.ends_on::text, c.offered_at, c.accepted_at, c.ended_at
        FROM agent_contracts c JOIN members d ON d.id = c.downline_id LEFT JOIN members u ON u.id = c.upline_id
        WHERE c.downline_id = ${agentId} ORDER BY c.id DESC LIMIT ${limit}`,
    ['offered_at', 'accepted_at', 'ended_at'],
  );
}

/** The latest settlements of the contracts an agent holds, newest period first. */
export function settlementsHeldBy(db: Executor, agentId: bigint, limit: number) {
  return datedRows<SettlementRecordRow>(
    db,
    sql`SELECT s.id::text, s.contract_id::text, c.kind, c.upline_id::text, c.downline_id::text, u.username AS upline,
               d.username AS downline, s.period_start, s.period_end, s.valid_bet::text, s.real_profit_loss::text,
               s.active_members, s.rate, s.amount::text, s.state, s.reason, s.paid_at
        FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
        JOIN members d ON d.id = c.downline_id LEFT JOIN members u ON u.id = c.upline_id
        WHERE c.downline_id = ${agentId} ORDER BY s.period_start DESC, s.id DESC LIMIT ${limit}`,
    ['period_start', 'period_end', 'paid_at'],
  );
}
