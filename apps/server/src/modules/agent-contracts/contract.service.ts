import {
  type AgentContract,
  type ContractAction,
  type ContractKind,
  type ContractTier,
  fixedPeriodOfKind,
  rateAt,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { siteLocalDay } from '../../db/site-days.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './contract.repository.js';
import { notifyContract } from './contract-messages.js';
import { contractView } from './contract-view.js';
import { endContract, reconcileGivenContracts } from './coverage.service.js';

type Offer = Extract<ContractAction, { action: 'offer' }>;
type Decision = Extract<ContractAction, { contractId: string }>;

/** The site-local day of an instant (YYYY-MM-DD). */

/**
 * Every tier of an offer must pay at most what the giver's own contract pays a team with the tier's
 * figures: a downline's team is part of its upline's, so the upline's figures are never lower and its
 * rate never below the downline's, period after period.
 */
export function checkTiersCovered(offered: readonly ContractTier[], covering: readonly ContractTier[]) {
  offered.forEach((tier, index) => {
    const ceiling = rateAt(covering, BigInt(tier.validBet), tier.activeMembers);
    if (tier.rate > ceiling) {
      throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', {
        field: `tiers.${index}.rate`,
        params: { max: ceiling },
        message: `tiers.${index}.rate: at most ${ceiling} for a team with these figures (your own contract's rate)`,
      });
    }
  });
}

function periodOf(kind: ContractKind, requested: string | undefined): string {
  if (kind !== 'dividend') {
    if (requested !== undefined) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'period',
        message: 'period: only a dividend has a period to choose',
      });
    }
    return fixedPeriodOfKind[kind];
  }
  if (requested === undefined)
    throw new AppError('VALIDATION_ERROR', { field: 'period', message: 'period: D, W, H or M' });
  return requested;
}

/** An upline offers a contract of a kind to one of its direct downline agents (SPEC §4). */
export async function offerContract(
  db: Database,
  site: Site,
  uplineId: bigint,
  kind: ContractKind,
  body: Offer,
  at: Date,
) {
  const period = periodOf(kind, body.period);
  if (body.endsOn !== undefined && body.endsOn < siteLocalDay(at, site.brand.timeZone)) {
    throw new AppError('VALIDATION_ERROR', { field: 'endsOn', message: 'endsOn: a day from today on' });
  }
  return db.transaction(async (tx) => {
    const downline = await repo.downlineOf(tx, site.id, uplineId, body.downline);
    if (!downline) throw new AppError('NOT_FOUND', { field: 'downline', message: 'downline: not in your team' });
    if (downline.depth !== 1) throw new AppError('NOT_DIRECT_DOWNLINE', { field: 'downline' });
    if (!site.brand.agentTypes.includes(downline.memberType)) {
      throw new AppError('VALIDATION_ERROR', { field: 'downline', message: 'downline: contracts are for agents' });
    }
    const mine = await repo.runningContractOf(tx, uplineId, kind, true);
    if (!mine) throw new AppError('CONTRACT_REQUIRED', { field: 'tiers' });
    if (kind === 'dividend' && mine.period !== period) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'period',
        message: `period: ${mine.period}, as your own dividend`,
      });
    }
    checkTiersCovered(body.tiers, mine.tiers);
    return placeOffer(tx, site, {
      uplineId,
      downlineId: downline.id,
      kind,
      period,
      tiers: body.tiers,
      endsOn: body.endsOn,
      at,
    });
  });
}

/** The site offers a top agent (no agent above it) a contract, paid from the site's commission account. */
export async function offerContractAsSite(
  db: Database,
  site: Site,
  offer: { downline: string; kind: ContractKind; period?: string; tiers: ContractTier[]; endsOn?: string },
  at: Date,
  by: { operatorId: bigint; ip: string },
) {
  const period = periodOf(offer.kind, offer.period);
  return db.transaction(async (tx) => {
    const agent = await repo.topAgentByUsername(tx, site.id, offer.downline, site.brand.agentTypes);
    if (!agent) throw new AppError('NOT_FOUND', { field: 'downline', message: 'downline: no top agent of this site' });
    const contract = await placeOffer(tx, site, { uplineId: null, downlineId: agent, ...offer, period, at });
    await recordAudit(tx, {
      operatorId: by.operatorId,
      siteId: site.id,
      action: 'agent.contract.offer',
      subject: contract.downline,
      details: { before: null, after: contract, ip: by.ip },
    });
    return contract;
  });
}

async function placeOffer(
  tx: Executor,
  site: Site,
  offer: Omit<repo.NewContract, 'siteId' | 'endsOn'> & { endsOn?: string },
): Promise<AgentContract> {
  const id = await repo.insertOffer(tx, { ...offer, siteId: site.id, endsOn: offer.endsOn ?? null });
  if (id === null) throw new AppError('CONTRACT_OFFER_PENDING', { field: 'downline' });
  const row = (await repo.contractOfParty(tx, id, offer.downlineId, offer.kind, false))!;
  await notifyContract(tx, site, row, 'contract_offered', offer.downlineId);
  // Answered as its giver sees it (the site, for a top agent's contract).
  return contractView(row, offer.uplineId ?? 0n);
}

/** The member on the other side of a contract from `side` (a site-given contract has no upline member). */
const otherSide = (row: repo.ContractRow, side: 'upline' | 'downline') =>
  side === 'upline' ? BigInt(row.downline_id) : BigInt(row.upline_id!);

const refuse = (message: string) => new AppError('CONTRACT_STATE', { field: 'contractId', message });

/**
 * The other actions on a contract by one of its sides: the downline accepts or rejects an offer;
 * either side asks to end a running contract and the other side agrees or declines.
 */
export async function decideContract(
  db: Database,
  site: Site,
  memberId: bigint,
  kind: ContractKind,
  body: Decision,
  at: Date,
): Promise<AgentContract> {
  return db.transaction(async (tx) => {
    const row = await repo.contractOfParty(tx, BigInt(body.contractId), memberId, kind, true);
    if (!row || row.site_id !== site.id) throw new AppError('NOT_FOUND', { field: 'contractId' });
    const side = row.downline_id === String(memberId) ? 'downline' : 'upline';
    const id = BigInt(row.id);
    switch (body.action) {
      case 'accept':
      case 'reject': {
        if (row.state !== 'offered' || side !== 'downline') throw refuse('contractId: not an offer made to you');
        if (body.action === 'reject') {
          await repo.setContractState(tx, id, { state: 'rejected', at });
          break;
        }
        const previous = await repo.runningContractOf(tx, memberId, kind, true);
        if (previous) await endContract(tx, site, previous, 'finished', 'replaced', at);
        await repo.setContractState(tx, id, { state: 'accepted', at });
        // A lower contract no longer covers what this agent gave its own downlines: those end (SPEC §4).
        await reconcileGivenContracts(tx, site, memberId, { ...row, state: 'accepted' }, at);
        break;
      }
      case 'requestTermination':
        if (row.state !== 'accepted') throw refuse('contractId: not a running contract');
        if (row.upline_id === null && side === 'downline') {
          // The site's side is the operator: a top agent's request is granted at once.
          await endContract(tx, site, row, 'terminated', 'agreed', at);
          break;
        }
        await repo.setContractState(tx, id, { state: 'terminating', at, requestedBy: side });
        await notifyContract(tx, site, row, 'contract_termination_requested', otherSide(row, side));
        break;
      case 'acceptTermination':
      case 'declineTermination':
        if (row.state !== 'terminating' || row.termination_requested_by === side) {
          throw refuse('contractId: no termination waits for your answer');
        }
        if (body.action === 'declineTermination') await repo.setContractState(tx, id, { state: 'accepted', at });
        else await endContract(tx, site, row, 'terminated', 'agreed', at);
        break;
    }
    return contractView((await repo.contractOfParty(tx, id, memberId, kind, false))!, memberId);
  });
}

export async function listContracts(
  db: Database,
  memberId: bigint,
  kind: ContractKind,
  query: Extract<ContractAction, { action: 'list' }>,
) {
  const { rows, total } = await repo.contractPage(
    db,
    { memberId, kind, role: query.role, state: query.state },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return { items: rows.map((row) => contractView(row, memberId)), page: query.page, pageSize: query.pageSize, total };
}
