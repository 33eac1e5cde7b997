import type { ContractKind, ContractRole, ContractState, ContractTier } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { siteDayAfter } from '../../db/site-days.js';

const contractRowsOf = <T extends ContractRow>(db: Executor, query: ReturnType<typeof sql>) =>
  datedRows<T>(db, query, ['offered_at', 'accepted_at', 'ended_at', 'ends_at']);

/** What every read of a contract has: who pays whom, how often, at which rates. */
export interface ContractTerms {
  id: string;
  site_id: number;
  kind: ContractKind;
  period: string;
  upline_id: string | null;
  downline_id: string;
  tiers: ContractTier[];
}

/** A contract with both sides' usernames, as the views and the rules read it. */
export interface ContractRow extends ContractTerms {
  upline: string | null;
  downline: string;
  state: ContractState;
  termination_requested_by: 'upline' | 'downline' | null;
  end_reason: string | null;
  ends_on: string | null;
  offered_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
}

const selectContracts = sql`
  SELECT c.id::text, c.site_id, c.kind, c.period, c.upline_id::text, c.downline_id::text, u.username AS upline,
         d.username AS downline, c.tiers, c.state, c.termination_requested_by, c.end_reason, c.ends_on::text,
         c.offered_at, c.accepted_at, c.ended_at
  FROM agent_contracts c
  JOIN members d ON d.id = c.downline_id
  LEFT JOIN members u ON u.id = c.upline_id`;

/** One contract by id, if this member is on either side of it; locked for the caller's change when `lock`. */
export async function contractOfParty(db: Executor, id: bigint, memberId: bigint, kind: ContractKind, lock: boolean) {
  const [row] = await contractRowsOf<ContractRow>(
    db,
    sql`${selectContracts} WHERE c.id = ${id} AND c.kind = ${kind}
        AND (c.upline_id = ${memberId} OR c.downline_id = ${memberId})
        ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return row ?? null;
}

/** The contract of a kind running for a downline (accepted, or with a termination waiting), if any. */
export async function runningContractOf(db: Executor, downlineId: bigint, kind: ContractKind, lock = false) {
  const [row] = await contractRowsOf<ContractRow>(
    db,
    sql`${selectContracts} WHERE c.downline_id = ${downlineId} AND c.kind = ${kind}
        AND c.state IN ('accepted', 'terminating') ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return row ?? null;
}

/** The contracts of a kind a member gave that are still offered or running, locked. */
export async function liveContractsGivenBy(db: Executor, uplineId: bigint, kind: ContractKind) {
  return contractRowsOf<ContractRow>(
    db,
    sql`${selectContracts} WHERE c.upline_id = ${uplineId} AND c.kind = ${kind}
        AND c.state IN ('offered', 'accepted', 'terminating') ORDER BY c.id FOR UPDATE OF c`,
  );
}

export interface ContractPageFilter {
  memberId: bigint;
  kind: ContractKind;
  role?: ContractRole;
  state?: ContractState;
}

/** The contracts (as `c`) a member gave, holds, or either. */
export function sideOf(memberId: bigint, role: ContractRole | undefined) {
  if (role === 'given') return sql`c.upline_id = ${memberId}`;
  if (role === 'held') return sql`c.downline_id = ${memberId}`;
  return sql`(c.upline_id = ${memberId} OR c.downline_id = ${memberId})`;
}

/** A page of the contracts of a kind I gave or hold, newest first. */
export async function contractPage(db: Executor, filter: ContractPageFilter, offset: number, limit: number) {
  const where = sql`c.kind = ${filter.kind} AND ${sideOf(filter.memberId, filter.role)} ${filter.state ? sql`AND c.state = ${filter.state}` : sql``}`;
  const [rows, [count]] = await Promise.all([
    contractRowsOf<ContractRow>(
      db,
      sql`${selectContracts} WHERE ${where} ORDER BY c.id DESC OFFSET ${offset} LIMIT ${limit}`,
    ),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM agent_contracts c WHERE ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface NewContract {
  siteId: number;
  kind: ContractKind;
  period: string;
  uplineId: bigint | null;
  downlineId: bigint;
  tiers: ContractTier[];
  endsOn: string | null;
  at: Date;
}

/** Writes an offer; answers its id, or null when an offer of this kind already waits for the downline. */
export async function insertOffer(db: Executor, offer: NewContract): Promise<bigint | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO agent_contracts (site_id, kind, period, upline_id, downline_id, tiers, ends_on, offered_at)
        VALUES (${offer.siteId}, ${offer.kind}, ${offer.period}, ${offer.uplineId}, ${offer.downlineId},
                ${JSON.stringify(offer.tiers)}::jsonb, ${offer.endsOn}::date, ${offer.at})
        ON CONFLICT (downline_id, kind) WHERE state = 'offered' DO NOTHING
        RETURNING id::text`,
  );
  return row ? BigInt(row.id) : null;
}

/** Moves a contract to a state; an ending also stamps when and why. */
export async function setContractState(
  db: Executor,
  id: bigint,
  change: {
    state: ContractState;
    at: Date;
    requestedBy?: 'upline' | 'downline' | null;
    endReason?: string;
  },
) {
  const ending = change.endReason !== undefined || change.state === 'rejected';
  await db.execute(
    sql`UPDATE agent_contracts SET state = ${change.state},
          termination_requested_by = ${change.requestedBy ?? null},
          accepted_at = CASE WHEN ${change.state} = 'accepted' AND accepted_at IS NULL THEN ${change.at} ELSE accepted_at END,
          ended_at = CASE WHEN ${ending} THEN ${change.at} ELSE ended_at END,
          end_reason = coalesce(${change.endReason ?? null}, end_reason)
        WHERE id = ${id}`,
  );
}

/** The member of this site with this username among the agent's direct downlines, or anywhere in its team. */
export async function downlineOf(db: Executor, siteId: number, uplineId: bigint, username: string) {
  const [row] = await rowsOf<{ id: string; depth: number; member_type: number }>(
    db,
    sql`SELECT m.id::text, t.depth, m.member_type FROM members m
        JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = ${uplineId}
        WHERE m.site_id = ${siteId} AND lower(m.username) = lower(${username}) AND t.depth > 0`,
  );
  return row ? { id: BigInt(row.id), depth: row.depth, memberType: row.member_type } : null;
}

/** Which kinds a member gave or holds any contract of (the consolidated flags). */
export async function kindsOfMember(db: Executor, memberId: bigint): Promise<Set<ContractKind>> {
  const rows = await rowsOf<{ kind: ContractKind }>(
    db,
    sql`SELECT DISTINCT kind FROM agent_contracts WHERE downline_id = ${memberId} AND state <> 'rejected'
        UNION SELECT DISTINCT kind FROM agent_contracts WHERE upline_id = ${memberId}`,
  );
  return new Set(rows.map((row) => row.kind));
}

/** An agent of the site with no agent above it (the site gives its contracts), by username. */
export async function topAgentByUsername(db: Executor, siteId: number, username: string, agentTypes: number[]) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT m.id::text FROM members m
        WHERE m.site_id = ${siteId} AND lower(m.username) = lower(${username})
          AND m.member_type = ANY(${`{${agentTypes.join(',')}}`}::smallint[])
          AND NOT EXISTS (SELECT 1 FROM member_tree t JOIN members up ON up.id = t.ancestor_id
                          WHERE t.descendant_id = m.id AND t.depth > 0
                            AND up.member_type = ANY(${`{${agentTypes.join(',')}}`}::smallint[]))`,
  );
  return row ? BigInt(row.id) : null;
}

/** Offered or running contracts whose last day has passed in their site's time zone, with the midnight that ended it. */
export async function contractsPastTheirEnd(db: Executor, kinds: readonly ContractKind[], now: Date) {
  const endOf = siteDayAfter(sql`c.ends_on`, sql`(SELECT s.time_zone FROM sites s WHERE s.id = c.site_id)`);
  return contractRowsOf<ContractRow & { ends_at: Date }>(
    db,
    sql`SELECT x.*, ${endOf} AS ends_at FROM (
          ${selectContracts}
          WHERE c.kind = ANY(${`{${kinds.join(',')}}`}::text[]) AND c.ends_on IS NOT NULL
            AND c.state IN ('offered', 'accepted', 'terminating') AND ${endOf} <= ${now}
          ORDER BY c.id FOR UPDATE OF c
        ) x JOIN agent_contracts c ON c.id = x.id::bigint`,
  );
}
