import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, lockedBalance, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './promotion.repository.js';
import { bonusExpense } from './reward.service.js';

/**
 * Ends a claimed grant whose turnover is still open and takes back what remains of its bonus (the
 * bonus, or the whole main balance when less is left), once: the member gives it up, or the operator
 * cancels it (audited). A grant waiting to be claimed just closes.
 */
async function endGrant(
  db: Database,
  site: Site,
  id: bigint,
  by: { memberId: bigint } | { operatorId: bigint; reason: string },
  at: Date,
) {
  return db.transaction(async (tx) => {
    const grant = await repo.lockGrant(tx, id, 'memberId' in by ? by.memberId : null, site.id);
    if (!grant) throw new AppError('NOT_FOUND', { field: 'id' });
    if (!['claim', 'process', 'signed'].includes(grant.state))
      throw new AppError('REWARD_NOT_CLAIMABLE', { field: 'id' });
    const memberId = BigInt(grant.member_id);
    const state = 'memberId' in by ? 'forfeited' : 'cancelled';
    let entryId: bigint | undefined;
    if (grant.state === 'process') {
      const wallet = await mainAccountOf(tx, memberId);
      const balance = await lockedBalance(tx, wallet);
      const bonus = BigInt(grant.bonus ?? 0);
      const back = balance < bonus ? balance : bonus;
      if (back > 0n) {
        const posted = await postEntry(tx, {
          siteId: site.id,
          kind: 'bonus',
          idempotencyKey: `promotion-grant-end:${grant.id}`,
          legs: [
            { accountId: wallet, amount: -back },
            { accountId: await houseAccount(tx, site.id, bonusExpense, site.brand.currency.code), amount: back },
          ],
          memo: { reason: state === 'forfeited' ? 'Bonus forfeited' : 'Bonus cancelled' },
        });
        entryId = posted.entryId;
      }
    }
    await repo.updateGrant(tx, id, { state, at, entryId, reason: 'reason' in by ? by.reason : undefined });
    if ('operatorId' in by) {
      await recordAudit(tx, {
        operatorId: by.operatorId,
        siteId: site.id,
        action: 'reward.cancel',
        subject: `promotion-grant:${grant.id}`,
        details: { reason: by.reason },
      });
    }
  });
}

export const forfeitReward = (db: Database, site: Site, memberId: bigint, id: bigint, at: Date) =>
  endGrant(db, site, id, { memberId }, at);

export const cancelReward = (db: Database, site: Site, operatorId: bigint, id: bigint, reason: string, at: Date) =>
  endGrant(db, site, id, { operatorId, reason }, at);
