import type { AdjustmentRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { memberByUsername as findByUsername } from '../identity/member.service.js';
import { houseAccount, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { recordAudit } from '../operator/operator.service.js';
import { amountOf } from '../wallet/wallet.service.js';

/** Where an operator's credit comes from and a debit goes: corrections and bonuses are kept apart. */
const houseFor = { adjustment: 'HOUSE:ADJUSTMENT', bonus: 'HOUSE:BONUS_EXPENSE' } as const;

/**
 * An operator credits or debits a member's main wallet with a reason, as one keyed ledger entry with
 * its audit row in the same transaction. A debit never takes the wallet below zero.
 */
export async function adjustBalance(
  db: Database,
  site: Site,
  operatorId: bigint,
  body: AdjustmentRequest,
  key: string,
) {
  const member = await findByUsername(db, site.id, body.member);
  if (!member) throw new AppError('NOT_FOUND', { field: 'member' });
  if (body.kind === 'bonus' && body.direction === 'debit') {
    throw new AppError('VALIDATION_ERROR', { field: 'direction', message: 'direction: a bonus is a credit' });
  }
  const amount = amountOf(site, body.amount);
  const signed = body.direction === 'credit' ? amount : -amount;
  return db.transaction(async (tx) => {
    const house = await houseAccount(tx, site.id, houseFor[body.kind], site.brand.currency.code);
    const wallet = await mainAccountOf(tx, member.id);
    const posted = await postEntry(tx, {
      siteId: site.id,
      kind: body.kind,
      idempotencyKey: `operator:${operatorId}:${key}`,
      legs: [
        { accountId: house, amount: -signed },
        { accountId: wallet, amount: signed },
      ],
      memo: { reason: body.reason },
    });
    if (!posted.replayed) {
      await recordAudit(tx, {
        operatorId,
        siteId: site.id,
        action: `balance.${body.kind}`,
        subject: `member:${member.id}`,
        details: { amount: String(signed), reason: body.reason, entry: String(posted.entryId) },
      });
    }
    return {
      entryId: String(posted.entryId),
      member: member.username,
      amount: String(signed),
      balance: String(posted.balances.get(wallet)),
    };
  });
}
