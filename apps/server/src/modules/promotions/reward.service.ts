import type { Language, Promotion, Reward, RewardState } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { siteLocalDay } from '../../db/site-days.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { textPicker } from '../../platform/translated.js';
import { payFromHouse } from '../ledger/ledger.service.js';
import { cashbackPeriod, offerCashback } from './cashback.service.js';
import { assertEligible, ineligibility } from './eligibility.js';
import * as repo from './promotion.repository.js';
import * as memberFacts from './promotion-facts.repository.js';
import * as grantRows from './promotion-grant.repository.js';
import { type TurnoverProgress, turnoverQueue, turnoverRequired } from './turnover.service.js';

/** The house account bonuses come from (the demo welcome bonus and operators' bonuses use it too). */
export const bonusExpense = 'HOUSE:BONUS_EXPENSE';

/** The instance of a promotion a member takes part in now: one ever, one a site-local day, or a cashback's period. */
export function instanceKeyOf(site: Site, promotion: repo.PromotionRow, at: Date) {
  if (promotion.kind === 'cashback') return cashbackPeriod(site, promotion, at).from;
  return promotion.rules.frequency === 'daily' ? siteLocalDay(at, site.brand.timeZone) : 'once';
}

export function promotionView(row: repo.PromotionRow, site: Site, language: Language): Promotion {
  const textIn = textPicker(site, language);
  return {
    code: row.code,
    kind: row.kind,
    title: textIn(row.title),
    terms: textIn(row.terms),
    bannerUrl: row.banner_url,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    rules: row.rules,
    turnover: row.turnover,
  };
}

const stateOfGrant: Record<grantRows.GrantRow['state'], RewardState> = {
  signed: 'signed',
  claim: 'claim',
  process: 'process',
  done: 'claimed',
  forfeited: 'close',
  cancelled: 'close',
  applying: 'applying',
  rejected: 'rejected',
};

/** Free credit on registration waits to be claimed by every member who joined after the promotion began. */
async function offerRegistrationCredit(
  db: Executor,
  site: Site,
  memberId: bigint,
  promotion: repo.PromotionRow,
  at: Date,
) {
  if ((await memberFacts.memberSince(db, memberId)) < promotion.starts_at) return;
  if (await ineligibility(db, promotion, memberId, at)) return;
  await grantRows.insertGrant(db, {
    promotionId: BigInt(promotion.id),
    siteId: site.id,
    memberId,
    instanceKey: 'once',
    state: 'claim',
    bonus: BigInt(promotion.rules.amount ?? 0),
    at,
  });
}

/**
 * rewardCenter: every live promotion with my part in it (the grant of its current instance, or what I
 * may do: join, coming soon), and my grants of ended promotions; `available` counts what waits for me
 * (to join or to claim), the badge and member info's availablePromos.
 */
export async function rewardsOf(db: Database, site: Site, memberId: bigint, language: Language, at: Date) {
  const promotions = await repo.livePromotions(db, site.id, at);
  for (const promotion of promotions) {
    if (promotion.kind === 'registration' && promotion.starts_at <= at) {
      await offerRegistrationCredit(db, site, memberId, promotion, at);
    }
    if (promotion.kind === 'cashback') await offerCashback(db, site, memberId, promotion, at);
  }
  const grants = await grantRows.grantsOf(db, memberId);
  const turnovers = await turnoverQueue(db, memberId);
  const items: Reward[] = [];
  const textIn = textPicker(site, language);
  for (const promotion of promotions) {
    const mine = grants.filter((grant) => grant.promotion_id === promotion.id);
    const current = mine.find((grant) => grant.instance_key === instanceKeyOf(site, promotion, at));
    const summary = { code: promotion.code, kind: promotion.kind, title: textIn(promotion.title) };
    if (!current) {
      const joinable =
        ['first_deposit', 'reload', 'manual', 'raffle'].includes(promotion.kind) &&
        (await ineligibility(db, promotion, memberId, at)) === null;
      const state: RewardState | null = promotion.starts_at > at ? 'coming_soon' : joinable ? 'join' : null;
      if (state)
        items.push({
          id: null,
          promotion: summary,
          state,
          bonus: null,
          deposit: null,
          turnover: null,
          remark: null,
          updatedAt: promotion.starts_at.toISOString(),
        });
    }
    for (const grant of mine) items.push(rewardView(grant, summary, turnovers.get(grant.id)));
  }
  const available = items.filter((item) => item.state === 'join' || item.state === 'claim').length;
  return { items, available };
}

/**
 * A grant's SPEC §4 state. One played through shows as done at once (its row closes at the next withdrawal
 * check); done is "issued" when the site gave it (an approved application, a draw), "claimed" when I claimed it.
 */
function stateOf(grant: grantRows.GrantRow, kind: Reward['promotion']['kind'], turnover: TurnoverProgress | undefined) {
  const done = grant.state === 'done' || (grant.state === 'process' && turnover?.metAt);
  if (done) return kind === 'manual' || kind === 'raffle' ? 'issued' : 'claimed';
  return stateOfGrant[grant.state];
}

function rewardView(
  grant: grantRows.GrantRow,
  summary: Reward['promotion'],
  turnover: TurnoverProgress | undefined,
): Reward {
  const required = grant.turnover_required;
  const capped = grant.state === 'done' ? BigInt(required ?? 0) : (turnover?.done ?? 0n);
  return {
    id: grant.id,
    promotion: summary,
    state: stateOf(grant, summary.kind, turnover),
    bonus: grant.bonus,
    deposit: grant.deposit,
    turnover: required === null ? null : { required, done: String(capped) },
    remark: grant.state === 'rejected' || grant.state === 'cancelled' ? (grant.reason ?? null) : null,
    updatedAt: grant.updated_at.toISOString(),
  };
}

/** Join a deposit promotion before depositing: the qualifying deposit then makes its bonus claimable. */
export async function joinPromotion(db: Database, site: Site, memberId: bigint, code: string, at: Date) {
  const promotion = await repo.promotionByCode(db, site.id, code);
  if (!promotion) throw new AppError('NOT_FOUND', { field: 'code' });
  if (!['first_deposit', 'reload'].includes(promotion.kind))
    throw new AppError('PROMOTION_NOT_AVAILABLE', { field: 'code' });
  await assertEligible(db, promotion, memberId, at);
  if (promotion.kind === 'first_deposit' && (await memberFacts.hasDeposited(db, memberId))) {
    throw new AppError('PROMOTION_NOT_AVAILABLE', {
      field: 'code',
      message: 'code: for a first deposit, and yours is made',
    });
  }
  const id = await grantRows.insertGrant(db, {
    promotionId: BigInt(promotion.id),
    siteId: site.id,
    memberId,
    instanceKey: instanceKeyOf(site, promotion, at),
    state: 'signed',
    at,
  });
  if (id === null) throw new AppError('PROMOTION_NOT_AVAILABLE', { field: 'code', message: 'code: joined already' });
}

/**
 * Claim a grant that waits to be claimed: exactly once (the grant's row lock and state), the bonus from
 * the bonus expense account under the grant's own ledger key, and its turnover opened from now.
 */
export async function claimReward(db: Database, site: Site, memberId: bigint, id: bigint, at: Date) {
  return db.transaction((tx) => claimGrantIn(tx, site, memberId, id, at));
}

/** The claim inside the caller's transaction (a raffle draws and claims in one). */
export async function claimGrantIn(tx: Executor, site: Site, memberId: bigint, id: bigint, at: Date) {
  const grant = await grantRows.lockGrant(tx, id, memberId, site.id);
  if (!grant) throw new AppError('NOT_FOUND', { field: 'id' });
  if (grant.state !== 'claim') throw new AppError('REWARD_NOT_CLAIMABLE', { field: 'id' });
  const promotion = (await repo.promotionOfGrant(tx, id))!;
  const bonus = BigInt(grant.bonus ?? 0);
  const posted = await payFromHouse(tx, {
    siteId: site.id,
    currency: site.brand.currency.code,
    house: bonusExpense,
    memberId,
    amount: bonus,
    idempotencyKey: `promotion-grant:${grant.id}`,
    // The ledger's own record reads in English where the promotion has it.
    memo: { reason: textPicker(site, 'EN')(promotion.title), promotion: promotion.code },
  });
  const required = turnoverRequired(promotion.turnover, bonus, grant.deposit === null ? null : BigInt(grant.deposit));
  await grantRows.updateGrant(tx, id, {
    state: required > 0n ? 'process' : 'done',
    at,
    entryId: posted.entryId,
    turnoverRequired: required,
    turnoverFrom: at,
  });
}
