import { type ContractKind, type ContractPeriod, contractAmount, contractKinds, rateAt } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { foldTeamChanges } from '../agent/team-rollup.js';
import { houseAccount, postEntry } from '../ledger/ledger.service.js';
import { assertMoneyMayLeave } from '../wallet/money-exit.js';
import { expireContracts } from './expiry.service.js';
import { type Period, periodAt } from './periods.js';
import * as repo from './settlement.repository.js';

export interface SettlementDeps {
  sites: { byId(id: number): Site | null };
  now: Clock;
}

export interface SettlementSummary {
  settled: number;
  paid: number;
  unpaid: number;
}

/** The house account a site pays its top agents' contracts from. */
export const commissionAccount = 'AGENT_COMMISSION';
/** A period is settled this long after it closes, so rounds committing at its close are in it. */
const graceMs = 30_000;
/** Contract periods recorded in one run at most (a long outage catches up over several runs). */
const periodBudget = 5_000;

/**
 * What a period's figures earn: a dividend shares the team's real loss, a salary its valid bet; the tier
 * by valid bet and members who bet real money. Demo money qualifies for nothing real (issue 22 §2).
 */
function amountOf(contract: repo.SettlingContract, figures: repo.TeamPeriodFigures | undefined) {
  const validBet = BigInt(figures?.valid_bet ?? 0);
  const realProfitLoss = BigInt(figures?.real_profit_loss ?? 0);
  const activeMembers = figures?.active_members ?? 0;
  const rate = rateAt(contract.tiers, validBet, activeMembers);
  const base = contract.kind === 'dividend' ? -realProfitLoss : validBet;
  return { validBet, realProfitLoss, activeMembers, rate, amount: contractAmount(base, rate) };
}

/** The next period a contract owes, if it has closed (and closed while the contract ran). */
function nextDue(contract: repo.SettlingContract, site: Site, now: Date): Period | null {
  const from = contract.settled_through ?? contract.accepted_at;
  const period = periodAt(contract.period as ContractPeriod, from, site.brand.timeZone);
  if (period.end.getTime() + graceMs > now.getTime()) return null;
  if (contract.ended_at && period.end > contract.ended_at) return null;
  return period;
}

/**
 * Why a payment waits (retried at every run): want of funds, or, as money leaving an upline agent, the
 * exit rule of every way out (issue 22): the payer's open bonus turnover, or its demo money.
 */
const unpaidReasons = new Set(['INSUFFICIENT_FUNDS', 'TURNOVER_REQUIRED', 'DEMO_MONEY_NOT_WITHDRAWABLE']);

/**
 * Pays recorded periods, top of each tree first (so an upline is paid before it pays): the upline's
 * main wallet (the site's commission account for a top agent) to the downline's, keyed by contract
 * and period so it moves once however often this runs. A payment that cannot go now (see
 * `unpaidReasons`) is rolled back to its savepoint and left unpaid with the reason.
 */
async function payOwed(tx: Executor, deps: SettlementDeps, owed: repo.OwedSettlement[], summary: SettlementSummary) {
  const at = new Date(deps.now());
  const paid: { id: bigint; entryId: bigint }[] = [];
  const unpaid = new Map<string, bigint[]>();
  for (const row of owed) {
    const site = deps.sites.byId(row.site_id);
    if (!site) continue;
    const payer = row.payer_account
      ? BigInt(row.payer_account)
      : await houseAccount(tx, site.id, commissionAccount, site.brand.currency.code);
    const amount = BigInt(row.amount);
    try {
      const posted = await tx.transaction(async (savepoint) => {
        const entry = await postEntry(savepoint, {
          siteId: site.id,
          kind: 'agent_contract',
          idempotencyKey: `agent-contract:${row.contract_id}:${row.period_start.toISOString()}`,
          legs: [
            { accountId: payer, amount: -amount },
            { accountId: BigInt(row.payee_account), amount },
          ],
          memo: { contract: row.contract_id, kind: row.kind, period: row.period_start.toISOString() },
        });
        if (row.payer_account && row.upline_id && !entry.replayed) {
          const balanceAfter = entry.balances.get(payer) ?? 0n;
          await assertMoneyMayLeave(savepoint, BigInt(row.upline_id), { to: 'member', amount, balanceAfter, at });
        }
        return entry;
      });
      paid.push({ id: BigInt(row.id), entryId: posted.entryId });
    } catch (error) {
      if (!(error instanceof AppError) || !unpaidReasons.has(error.code)) throw error;
      unpaid.set(error.code, [...(unpaid.get(error.code) ?? []), BigInt(row.id)]);
    }
  }
  await repo.markPaid(tx, paid, at);
  for (const [reason, ids] of unpaid) await repo.markUnpaid(tx, ids, reason);
  summary.paid += paid.length;
  summary.unpaid += [...unpaid.values()].reduce((count, ids) => count + ids.length, 0);
}

/** Records one period of a group of contracts (same site, kind and period) from one read of the figures. */
async function settleGroup(tx: Executor, group: repo.SettlingContract[], period: Period, now: Date) {
  const first = group[0]!;
  const agentIds = group.map((contract) => BigInt(contract.downline_id));
  const figures = period.days
    ? await repo.teamFiguresOverDays(tx, agentIds, period.days.from, period.days.to)
    : await repo.teamFiguresInWindow(tx, first.site_id, agentIds, period.start, period.end);
  const byAgent = new Map(figures.map((row) => [row.agent_id, row]));
  const rows = group.map((contract) => ({
    contractId: BigInt(contract.id),
    ...amountOf(contract, byAgent.get(contract.downline_id)),
  }));
  for (const contract of group) contract.settled_through = period.end;
  return repo.insertSettlements(tx, { siteId: first.site_id, start: period.start, end: period.end, at: now }, rows);
}

/**
 * Settles every closed period of the contracts of these kinds: contracts whose end date passed end;
 * owed periods are retried; then each contract's next closed period is recorded from the record of
 * play and paid, until none is left or the run's budget is spent.
 * Run under the job's advisory lock: one instance at a time, in one transaction, so a run killed
 * halfway leaves nothing and the next run does it all, paying each period once.
 */
export async function settleContracts(
  tx: Executor,
  deps: SettlementDeps,
  kinds: readonly ContractKind[] = contractKinds,
): Promise<SettlementSummary> {
  const now = new Date(deps.now());
  const summary: SettlementSummary = { settled: 0, paid: 0, unpaid: 0 };
  await expireContracts(tx, deps, kinds, now);
  let folded = false;
  await payOwed(tx, deps, await repo.owedSettlements(tx, kinds), summary);
  const contracts = await repo.settlingContracts(tx, kinds, now);
  for (let budget = periodBudget; budget > 0; ) {
    const groups = new Map<string, { period: Period; contracts: repo.SettlingContract[] }>();
    for (const contract of contracts) {
      const site = deps.sites.byId(contract.site_id);
      const period = site ? nextDue(contract, site, now) : null;
      if (!period) continue;
      const key = `${contract.site_id}:${contract.kind}:${contract.period}:${period.start.toISOString()}`;
      const group = groups.get(key) ?? groups.set(key, { period, contracts: [] }).get(key)!;
      group.contracts.push(contract);
    }
    if (groups.size === 0) break;
    const recorded: bigint[] = [];
    for (const { period, contracts: group } of groups.values()) {
      if (period.days && !folded) {
        // Days come from the team rollups: what is queued for them is folded first (once a run: it
        // holds the fold lock until this run commits, so nothing folds in between).
        while ((await foldTeamChanges(tx)) > 0);
        folded = true;
      }
      recorded.push(...(await settleGroup(tx, group, period, now)));
      summary.settled += group.length;
      budget -= group.length;
    }
    if (recorded.length > 0) await payOwed(tx, deps, await repo.owedSettlements(tx, kinds, recorded), summary);
  }
  return summary;
}
