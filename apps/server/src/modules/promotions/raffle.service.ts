import { randomInt } from 'node:crypto';
import type { Language, PromotionRules } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { assertEligible } from './eligibility.js';
import * as repo from './promotion.repository.js';
import * as grantRows from './promotion-grant.repository.js';
import { claimGrantIn, instanceKeyOf, rewardsOf } from './reward.service.js';

type Prizes = NonNullable<PromotionRules['prizes']>;

/** One prize drawn by weight with the system's cryptographic random source (or a given one, in tests). */
export function drawPrize(prizes: Prizes, random: (below: number) => number = randomInt): bigint {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = random(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return BigInt(prize.amount);
    ticket -= prize.weight;
  }
  throw new Error('a ticket beyond the prizes');
}

/**
 * MCS2_claimRafflePromotion: the member's draw of a live raffle, once per instance (the grant's unique
 * key decides a parallel burst), paid at once as a claimed bonus with the raffle's turnover.
 */
export async function claimRaffle(
  db: Database,
  site: Site,
  memberId: bigint,
  code: string,
  language: Language,
  at: Date,
) {
  const promotion = await repo.promotionByCode(db, site.id, code);
  if (promotion?.kind !== 'raffle') throw new AppError('NOT_FOUND', { field: 'code' });
  await assertEligible(db, promotion, memberId, at);
  await db.transaction(async (tx) => {
    const id = await grantRows.insertGrant(tx, {
      promotionId: BigInt(promotion.id),
      siteId: site.id,
      memberId,
      instanceKey: instanceKeyOf(site, promotion, at),
      state: 'claim',
      bonus: drawPrize(promotion.rules.prizes ?? []),
      at,
    });
    if (id === null) throw new AppError('REWARD_NOT_CLAIMABLE', { field: 'code', message: 'code: drawn already' });
    await claimGrantIn(tx, site, memberId, id, at);
  });
  return rewardsOf(db, site, memberId, language, at);
}
