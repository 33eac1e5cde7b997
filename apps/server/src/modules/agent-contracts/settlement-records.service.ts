import {
  type ConsolidatedFlags,
  type ContractSettlement,
  consolidatedFlagOfKind,
  contractKinds,
  type SettlementQuery,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { kindsOfMember } from './contract.repository.js';
import { type SettlementRecordRow, settlementPage } from './settlement-records.repository.js';

/** agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: what each period came to. */
export async function settlementRecords(db: Database, site: Site, memberId: bigint, query: SettlementQuery) {
  const { rows, total } = await settlementPage(
    db,
    { memberId, kind: query.kind, role: query.role, from: query.from, to: query.to, timeZone: site.brand.timeZone },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  const items = rows.map((row) => settlementView(row, memberId));
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** The consolidated flags (SPEC §3): a kind's page shows for a member that gave or holds a contract of it. */
export async function consolidatedFlagsOf(db: Database, memberId: bigint): Promise<ConsolidatedFlags> {
  const kinds = await kindsOfMember(db, memberId);
  return Object.fromEntries(
    contractKinds.map((kind) => [consolidatedFlagOfKind[kind], kinds.has(kind)]),
  ) as ConsolidatedFlags;
}

/** A settlement as the member on one side of its contract sees it. */
export function settlementView(row: SettlementRecordRow, memberId: bigint): ContractSettlement {
  return {
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    role: row.downline_id === String(memberId) ? 'held' : 'given',
    upline: row.upline,
    downline: row.downline,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    validBet: row.valid_bet,
    profitLoss: row.real_profit_loss,
    activeMembers: row.active_members,
    rate: row.rate,
    amount: row.amount,
    state: row.state,
    reason: row.reason,
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}
