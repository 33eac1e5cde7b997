import type { OperatorApplicationsQuery } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { recordAudit } from '../operator/operator.service.js';
import * as applicationRows from './application.repository.js';
import { assertEligible } from './eligibility.js';
import * as repo from './promotion.repository.js';
import * as grantRows from './promotion-grant.repository.js';
import { claimGrantIn, instanceKeyOf } from './reward.service.js';

/**
 * An application to a manual promotion: one per instance, waiting ("applying") with its comment and
 * images until the operator decides; a rejected one may be sent again.
 */
export async function applyForPromotion(
  db: Database,
  site: Site,
  memberId: bigint,
  code: string,
  application: { comment: string; images: { contentType: string; content: Buffer }[] },
  at: Date,
) {
  const promotion = await repo.promotionByCode(db, site.id, code);
  if (!promotion) throw new AppError('NOT_FOUND', { field: 'code' });
  if (promotion.kind !== 'manual') throw new AppError('PROMOTION_NOT_AVAILABLE', { field: 'code' });
  await assertEligible(db, promotion, memberId, at);
  const instanceKey = instanceKeyOf(site, promotion, at);
  await db.transaction(async (tx) => {
    const created = await grantRows.insertGrant(tx, {
      promotionId: BigInt(promotion.id),
      siteId: site.id,
      memberId,
      instanceKey,
      state: 'applying',
      at,
    });
    const id = created ?? (await resubmission(tx, BigInt(promotion.id), memberId, instanceKey, at));
    await applicationRows.saveApplication(tx, id, application.comment, application.images);
  });
}

/**
 * A second application to the same instance: allowed only after a rejection (the member sends better
 * proof), under the grant's lock, so a burst resends once; otherwise "applied already".
 */
async function resubmission(tx: Executor, promotionId: bigint, memberId: bigint, instanceKey: string, at: Date) {
  const grant = await applicationRows.lockInstanceGrant(tx, promotionId, memberId, instanceKey);
  if (grant?.state !== 'rejected') {
    throw new AppError('PROMOTION_NOT_AVAILABLE', { field: 'code', message: 'code: applied already' });
  }
  await applicationRows.dropApplicationImages(tx, grant.id);
  await grantRows.updateGrant(tx, grant.id, { state: 'applying', at });
  return grant.id;
}

/**
 * The operator approves (the bonus, the promotion's amount unless given, is paid at once as a claimed
 * bonus with its turnover: "issued") or rejects with a reason; audited, once.
 */
export async function decideApplication(
  db: Database,
  site: Site,
  operatorId: bigint,
  id: bigint,
  decision: { decision: 'approve'; amount?: string } | { decision: 'reject'; reason: string },
  at: Date,
) {
  await db.transaction(async (tx) => {
    const grant = await grantRows.lockGrant(tx, id, null, site.id);
    if (!grant) throw new AppError('NOT_FOUND', { field: 'id' });
    if (grant.state !== 'applying')
      throw new AppError('REWARD_NOT_CLAIMABLE', { field: 'id', message: 'id: decided already' });
    if (decision.decision === 'reject') {
      await grantRows.updateGrant(tx, id, { state: 'rejected', at, reason: decision.reason });
    } else {
      const promotion = (await repo.promotionOfGrant(tx, id))!;
      const amount = decision.amount ?? promotion.rules.amount;
      if (!amount)
        throw new AppError('VALIDATION_ERROR', {
          field: 'amount',
          message: 'amount: this promotion has no set amount',
        });
      await grantRows.updateGrant(tx, id, { state: 'claim', at, bonus: BigInt(amount) });
      await claimGrantIn(tx, site, BigInt(grant.member_id), id, at);
    }
    await recordAudit(tx, {
      operatorId,
      siteId: site.id,
      action: `application.${decision.decision}`,
      subject: `promotion-grant:${grant.id}`,
      details: decision.decision === 'reject' ? { reason: decision.reason } : { amount: decision.amount ?? null },
    });
  });
}

export async function applications(db: Database, site: Site, query: OperatorApplicationsQuery) {
  const { items, total } = await applicationRows.applicationsOf(db, site.id, query);
  const views = items.map((row) => ({
    id: row.id,
    promotion: row.code,
    username: row.username,
    comment: row.comment,
    images: row.images,
    state: row.state,
    createdAt: row.created_at.toISOString(),
  }));
  return { items: views, total, page: query.page, pageSize: query.pageSize };
}

export async function applicationImage(db: Database, site: Site, id: bigint, position: number) {
  const image = await applicationRows.applicationImage(db, site.id, id, position);
  if (!image) throw new AppError('NOT_FOUND', { field: 'position' });
  return { contentType: image.content_type, content: image.content };
}
