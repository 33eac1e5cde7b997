import type { AgentContract, ContractEndReason, ContractPeriod } from '@portal/contracts';
import type { ContractRow } from './contract.repository.js';

/** A contract as one of its sides sees it. */
export function contractView(row: ContractRow, viewerId: bigint): AgentContract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period as ContractPeriod,
    role: row.downline_id === String(viewerId) ? 'held' : 'given',
    upline: row.upline,
    downline: row.downline,
    tiers: row.tiers,
    state: row.state,
    terminationRequestedBy: row.termination_requested_by,
    endReason: row.end_reason as ContractEndReason | null,
    endsOn: row.ends_on,
    offeredAt: row.offered_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}
