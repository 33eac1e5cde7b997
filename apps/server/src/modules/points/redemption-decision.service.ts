import type { Language, RedemptionDecision } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { type TextPicker, textPicker } from '../../platform/translated.js';
import { sendMessage } from '../messages/messages.service.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './points.repository.js';
import { configOf, redemptionView } from './points.service.js';

/** The site's redemptions for the operator's review, newest first (one status or all). */
export async function siteRedemptions(
  db: Database,
  site: Site,
  filter: { status?: repo.RedemptionStatus; page: number; pageSize: number },
  language: Language,
) {
  const { pointValue } = await configOf(db, site);
  const { items, total } = await repo.siteRedemptions(db, site.id, filter);
  return {
    items: items.map((row) => operatorView(row, pointValue, textPicker(site, language))),
    page: filter.page,
    pageSize: filter.pageSize,
    total,
  };
}

function operatorView(row: repo.RedemptionRow, pointValue: bigint, pick: TextPicker) {
  const decidedAt = row.decided_at ? new Date(row.decided_at).toISOString() : null;
  return { ...redemptionView(row, pointValue, pick), username: row.username, decidedAt };
}

/**
 * Decides a reward redemption in process, under its row lock: approved with what was paid, or rejected
 * (its points count again at once, since spent points are those not rejected, and its stock comes back).
 * Audited, and the member is told. A conversion was paid when made: there is nothing to decide.
 */
export async function decideRedemption(
  db: Database,
  site: Site,
  operatorId: bigint,
  id: bigint,
  decision: RedemptionDecision,
  at: Date,
) {
  const { pointValue } = await configOf(db, site);
  const row = await db.transaction(async (tx) => {
    const redemption = await repo.lockRedemption(tx, site.id, id);
    if (!redemption) throw new AppError('NOT_FOUND', { field: 'id' });
    if (redemption.status !== 'in_process')
      throw new AppError('CONFLICT', { field: 'id', message: 'id: decided already' });
    const status = decision.decision === 'approve' ? 'approved' : 'rejected';
    const paid = decision.decision === 'approve' ? decision : null;
    await repo.decide(tx, id, {
      status,
      remark: decision.remark ?? null,
      paidAccount: paid?.paidAccount ?? null,
      paidAmount: paid?.paidAmount ? BigInt(paid.paidAmount) : null,
      operatorId,
      at,
    });
    if (status === 'rejected' && redemption.reward_id) {
      await repo.returnStock(tx, BigInt(redemption.reward_id), redemption.quantity);
    }
    await recordAudit(tx, {
      operatorId,
      siteId: site.id,
      action: `points.redemption.${decision.decision}`,
      subject: `point-redemption:${id}`,
      details: { remark: decision.remark ?? null, paidAccount: paid?.paidAccount ?? null },
    });
    const decided = (await repo.oneRedemption(tx, site.id, id))!;
    await sendMessage(tx, site, BigInt(decided.member_id), {
      kind: `points_${status}`,
      text: (texts) => texts.points[status],
      values: (language) => ({
        name: redemptionView(decided, pointValue, textPicker(site, language)).name,
        remark: decision.remark ?? '',
      }),
    });
    return decided;
  });
  return operatorView(row, pointValue, textPicker(site, 'EN'));
}
