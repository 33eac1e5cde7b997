import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { fundsOutsideMain, houseAccount, lockedBalance, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { recordAudit } from '../operator/operator.service.js';
import * as grantRows from './promotion-grant.repository.js';
import { bonusExpense } from './reward.service.js';

/**
 * What goes back when a claimed bonus ends: the bonus, or all the member holds when less is left. The
 * bonus is bound to its turnover wherever it went (issue 22): money in vendor wallets, open lottery
 * lines and open game rounds counts, and while the main wallet holds less than must go back the end is
 * refused (409 naming the shortfall) until the money is back, so a bonus parked outside the main wallet
 * cannot be given up for nothing and then brought back free of its turnover.
 */
async function amountToTakeBack(tx: Executor, memberId: bigint, bonus: bigint, balance: bigint) {
  if (balance >= bonus) return bonus;
  const held = balance + (await fundsOutsideMain(tx, memberId));
  const back = held < bonus ? held : bonus;
  if (back > balance) {
    throw new AppError('BONUS_FUNDS_ELSEWHERE', {
      field: 'id',
      params: { missing: String(back - balance) },
      message: `id: ${back - balance} (minor units) more must be back in the main wallet before the bonus can end`,
    });
  }
  return back;
}

/**
 * Ends a claimed grant whose turnover is still open and takes back what remains of its bonus (see
 * `amountToTakeBack`), once: the member gives it up, or the operator cancels it (audited). A grant
 * waiting to be claimed just closes.
 */
async function endGrant(
  db: Database,
  site: Site,
  id: bigint,
  by: { memberId: bigint } | { operatorId: bigint; reason: string },
  at: Date,
) {
  return db.transaction(async (tx) => {
    const grant = await grantRows.lockGrant(tx, id, 'memberId' in by ? by.memberId : null, site.id);
    if (!grant) throw new AppError('NOT_FOUND', { field: 'id' });
    if (!['claim', 'process', 'signed'].includes(grant.state))
      throw new AppError('REWARD_NOT_CLAIMABLE', { field: 'id' });
    const memberId = BigInt(grant.member_id);
    const state = 'memberId' in by ? 'forfeited' : 'cancelled';
    let entryId: bigint | undefined;
    if (grant.state === 'process') {
      const wallet = await mainAccountOf(tx, memberId);
      const balance = await lockedBalance(tx, wallet);
      const back = await amountToTakeBack(tx, memberId, BigInt(grant.bonus ?? 0), balance);
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
    await grantRows.updateGrant(tx, id, { state, at, entryId, reason: 'reason' in by ? by.reason : undefined });
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
