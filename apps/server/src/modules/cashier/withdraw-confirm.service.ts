import type { WithdrawalConfirmFields } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { amountOf } from '../wallet/wallet.service.js';
import * as repository from './withdraw.repository.js';

export interface Proof {
  contentType: string;
  content: Buffer;
}

/**
 * The member's answer to a paid withdrawal: received, partly received (with the amount that arrived)
 * or not received, the last two with proof. Only once, and only before the deadline; after it the
 * withdrawal counts as received and the answer is closed (SPEC §4).
 */
/**
 * Whether a withdrawal of this member can take a confirmation now, asked before its upload is read:
 * an upload to someone else's or a missing withdrawal is refused without a byte of it in memory.
 * The confirmation itself checks again under the row lock.
 */
export async function assertConfirmable(db: Database, site: Site, memberId: bigint, withdrawalId: bigint) {
  const withdrawal = await repository.findMemberWithdrawal(db, site.id, withdrawalId, memberId);
  if (!withdrawal) throw new AppError('NOT_FOUND', { field: 'id' });
  if (withdrawal.status !== 'paid' || withdrawal.confirmation !== null) {
    throw new AppError('CONFIRMATION_CLOSED', { field: 'id' });
  }
}

export async function confirmWithdrawal(
  db: Database,
  site: Site,
  memberId: bigint,
  withdrawalId: bigint,
  fields: WithdrawalConfirmFields,
  proofs: Proof[],
) {
  if (fields.result !== 'received' && proofs.length === 0) throw new AppError('PROOF_REQUIRED', { field: 'proof' });
  const received = fields.result === 'partial' ? amountOf(site, fields.receivedAmount ?? '', 'receivedAmount') : null;
  const outcome = await db.transaction(async (tx) => {
    const withdrawal = await repository.lockWithdrawal(tx, site.id, withdrawalId, memberId);
    if (!withdrawal) throw new AppError('NOT_FOUND', { field: 'id' });
    if (withdrawal.status !== 'paid' || withdrawal.confirmation !== null) {
      throw new AppError('CONFIRMATION_CLOSED', { field: 'id' });
    }
    if (withdrawal.confirmDeadline && withdrawal.confirmDeadline.getTime() <= Date.now()) {
      await repository.updateWithdrawal(tx, withdrawal.id, { confirmation: 'auto', confirmedAt: new Date() });
      return { closed: true as const };
    }
    if (received !== null && received >= withdrawal.amount) {
      throw new AppError('AMOUNT_INVALID', {
        field: 'receivedAmount',
        params: { problem: 'outside_limits', min: '1', max: String(withdrawal.amount - 1n) },
      });
    }
    await repository.insertProofs(tx, withdrawal.id, proofs);
    const confirmed = await repository.updateWithdrawal(tx, withdrawal.id, {
      confirmation: fields.result,
      receivedAmount: received,
      remark: fields.remark || null,
      confirmedAt: new Date(),
    });
    return { closed: false as const, withdrawal: confirmed };
  });
  // Written as received first (committed), then refused: the deadline decided it.
  if (outcome.closed) throw new AppError('CONFIRMATION_CLOSED', { field: 'id' });
  return outcome.withdrawal;
}
