import type { Database } from '../../db/client.js';
import { type Job, runLocked } from '../../platform/scheduler.js';
import { type SettlementDeps, type SettlementSummary, settleContracts } from './settlement.service.js';

/** The job's name, which is also its lock's. */
export const contractSettlementJobName = 'agent.contract-settlement';
const name = contractSettlementJobName;

/**
 * Every 30 seconds one instance settles the contracts' closed periods (a real-time salary's 5 minutes
 * are paid within a minute of their close; days, weeks and months as soon as they close).
 */
export function contractSettlementJob(deps: SettlementDeps): Job {
  return { name, everyMs: 30_000, run: async (tx) => (await settleContracts(tx, deps)).settled };
}

/** A run now, as the job runs (its lock): for the operator's trigger. Null when a run is under way. */
export function settleNow(db: Database, deps: SettlementDeps): Promise<SettlementSummary | null> {
  return runLocked(db, name, (tx) => settleContracts(tx, deps));
}
