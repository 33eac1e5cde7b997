import { TZDate } from '@date-fns/tz';
import { contractAmount } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import { siteLocalDay, siteMidnight } from '../../db/site-days.js';
import type { Site } from '../../platform/site.types.js';
import { ineligibility } from './eligibility.js';
import type * as repo from './promotion.repository.js';
import * as memberFacts from './promotion-facts.repository.js';
import * as grantRows from './promotion-grant.repository.js';

/**
 * The closed period a cashback pays on at `at`: the site-local day before (daily), else the week
 * before (Monday to Sunday). Its first day is the grant's instance key: one cashback a period.
 */
export function cashbackPeriod(site: Site, promotion: repo.PromotionRow, at: Date) {
  const local = new TZDate(at.getTime(), site.brand.timeZone);
  const [year, month, day] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const zone = site.brand.timeZone;
  if (promotion.rules.frequency === 'daily') {
    const yesterday = new TZDate(year, month, day - 1, 12, 0, 0, zone);
    return {
      from: siteLocalDay(yesterday, zone),
      to: siteLocalDay(yesterday, zone),
      ends: siteMidnight(year, month, day, zone),
    };
  }
  const monday = day - ((local.getDay() + 6) % 7);
  const from = new TZDate(year, month, monday - 7, 12, 0, 0, zone);
  const to = new TZDate(year, month, monday - 1, 12, 0, 0, zone);
  return { from: siteLocalDay(from, zone), to: siteLocalDay(to, zone), ends: siteMidnight(year, month, monday, zone) };
}

/**
 * The loss a cashback pays on. Demo money qualifies for nothing (issue 22): a member who took demo money
 * may have lost that, so the loss counted is at most the real money they deposited before the period
 * closed (losses count against real money first, as the demo-money rule of withdrawals has it).
 */
async function realLoss(tx: Executor, memberId: bigint, period: { from: string; to: string; ends: Date }) {
  const loss = await memberFacts.netLoss(tx, memberId, period.from, period.to);
  if (loss <= 0n) return loss;
  const deposited = await memberFacts.depositsBefore(tx, memberId, period.ends);
  return deposited.demo > 0n && deposited.real < loss ? deposited.real : loss;
}

/**
 * A cashback of the closed period becomes claimable when the member lost in it (its percent of the net
 * loss, floored, at most its cap), for a period that closed while the promotion ran; once a period.
 */
export async function offerCashback(
  tx: Executor,
  site: Site,
  memberId: bigint,
  promotion: repo.PromotionRow,
  at: Date,
) {
  const period = cashbackPeriod(site, promotion, at);
  if (period.ends <= promotion.starts_at) return;
  if (await ineligibility(tx, promotion, memberId, at)) return;
  const loss = await realLoss(tx, memberId, period);
  const earned = contractAmount(loss, promotion.rules.percent ?? 0);
  const bonus = promotion.rules.cap && earned > BigInt(promotion.rules.cap) ? BigInt(promotion.rules.cap) : earned;
  if (bonus <= 0n) return;
  await grantRows.insertGrant(tx, {
    promotionId: BigInt(promotion.id),
    siteId: site.id,
    memberId,
    instanceKey: period.from,
    state: 'claim',
    bonus,
    at,
  });
}
