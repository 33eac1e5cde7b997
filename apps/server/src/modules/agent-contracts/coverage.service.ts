import { type ContractEndReason, type ContractKind, rateAt } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { Site } from '../../platform/site.types.js';
import * as repo from './contract.repository.js';
import { notifyContract } from './contract-messages.js';

/** Whether a giver's running contract still covers a contract it gave: same period, no tier above its rate. */
function covers(covering: repo.ContractRow | null, given: repo.ContractRow): boolean {
  if (!covering || covering.period !== given.period) return false;
  return given.tiers.every((tier) => tier.rate <= rateAt(covering.tiers, BigInt(tier.validBet), tier.activeMembers));
}

/**
 * Ends a contract (or withdraws an offer) and tells its downline. Unless a newer contract replaces
 * it, its downline no longer holds one of this kind, so what the downline gave of the kind ends too.
 */
export async function endContract(
  tx: Executor,
  site: Site,
  row: repo.ContractRow,
  state: 'terminated' | 'finished',
  reason: ContractEndReason,
  at: Date,
): Promise<void> {
  await repo.setContractState(tx, BigInt(row.id), { state, at, endReason: reason });
  if (reason === 'replaced') return;
  await notifyContract(tx, site, row, 'contract_ended', BigInt(row.downline_id), reason);
  await reconcileGivenContracts(tx, site, BigInt(row.downline_id), null, at, row.kind);
}

/**
 * After an agent's own contract of a kind changed (a new one accepted, or none any more), the
 * contracts it gave of that kind that it no longer covers end, each with a message to its downline,
 * and so on down the tree (SPEC §4: accepting a rate lower than a downline's ends the downline's).
 */
export async function reconcileGivenContracts(
  tx: Executor,
  site: Site,
  agentId: bigint,
  covering: repo.ContractRow | null,
  at: Date,
  kind: ContractKind | undefined = covering?.kind,
): Promise<void> {
  if (!kind) return;
  for (const given of await repo.liveContractsGivenBy(tx, agentId, kind)) {
    if (!covers(covering, given)) await endContract(tx, site, given, 'terminated', 'upline_contract', at);
  }
}
