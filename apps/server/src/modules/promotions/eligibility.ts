import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { PromotionRow } from './promotion.repository.js';
import { memberStanding } from './promotion-facts.repository.js';

/** Why a member may not take part in a promotion now, or null when they may. */
export type Ineligible = 'not_live' | 'not_new' | 'vip_level' | null;

/**
 * One rule for every way into a promotion (join, apply, draw, free credit, cashback): it runs now, the member
 * joined within its days when it asks for new members, and holds at least its VIP level.
 */
export async function ineligibility(
  db: Executor,
  promotion: PromotionRow,
  memberId: bigint,
  at: Date,
): Promise<Ineligible> {
  if (promotion.starts_at > at || (promotion.ends_at && promotion.ends_at <= at)) return 'not_live';
  const { newMembersWithinDays: within, minVipLevel } = promotion.rules;
  if (!within && !minVipLevel) return null;
  const member = await memberStanding(db, memberId);
  if (within && at.getTime() - member.joinedAt.getTime() > within * 86_400_000) return 'not_new';
  if (minVipLevel && member.vipLevel < minVipLevel) return 'vip_level';
  return null;
}

const reasons: Record<Exclude<Ineligible, null>, string> = {
  not_live: 'code: this promotion is not running',
  not_new: 'code: for members who joined recently',
  vip_level: 'code: for a higher VIP level',
};

/** Refuses (409 naming `code`) a member who may not take part. */
export async function assertEligible(db: Executor, promotion: PromotionRow, memberId: bigint, at: Date) {
  const reason = await ineligibility(db, promotion, memberId, at);
  if (reason)
    throw new AppError('PROMOTION_NOT_AVAILABLE', { field: 'code', message: reasons[reason], params: { reason } });
}
