import type { Job } from '../../platform/scheduler.js';
import { reviewVip, type VipReviewDeps } from './vip-review.service.js';

/**
 * Every 30 seconds one instance reviews the VIP levels of the members who played or deposited since the
 * last review (so an upgrade follows each settlement within the half minute) and pays today's birthdays.
 */
export function vipReviewJob(deps: VipReviewDeps): Job {
  return { name: 'vip.review', everyMs: 30_000, run: (tx) => reviewVip(tx, deps) };
}
