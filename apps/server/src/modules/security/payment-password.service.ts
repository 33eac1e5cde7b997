import type { PaymentPasswordRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { findById } from '../identity/member.repository.js';
import type { Site } from '../site/site.types.js';
import * as repository from './payment-password.repository.js';

function lockedFor(lockedUntil: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new AppError('PAYMENT_PASSWORD_LOCKED', { field: 'body.paymentPassword', params: { minutes } });
}

/**
 * Checks the payment password before money leaves the member's account. Wrong entries are counted
 * and lock it like sign-in does (the site's limit and lock time); a right one clears the count.
 */
export async function verifyPaymentPassword(
  db: Database,
  site: Site,
  memberId: bigint,
  password: string,
  field = 'body.paymentPassword',
): Promise<void> {
  const stored = await repository.findPaymentPassword(db, memberId);
  if (!stored) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field });
  if (stored.lockedUntil && stored.lockedUntil.getTime() > Date.now()) throw lockedFor(stored.lockedUntil);
  if (await verifyPassword(stored.passwordHash, password)) {
    if (stored.failures > 0) await repository.clearFailures(db, memberId);
    return;
  }
  const { paymentPasswordMaxFailures, paymentPasswordLockMinutes } = site.security;
  const lockedUntil = await repository.countFailure(
    db,
    memberId,
    paymentPasswordMaxFailures,
    paymentPasswordLockMinutes,
  );
  if (lockedUntil && lockedUntil.getTime() > Date.now()) throw lockedFor(lockedUntil);
  throw new AppError('PAYMENT_PASSWORD_INCORRECT', { field });
}

/** Sets the payment password (proved by the login password) or changes it (proved by the current one). */
export async function setPaymentPassword(db: Database, site: Site, memberId: bigint, body: PaymentPasswordRequest) {
  const existing = await repository.findPaymentPassword(db, memberId);
  if (existing) {
    if (!body.oldPaymentPassword) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'body.oldPaymentPassword',
        message: 'body.oldPaymentPassword: required to change the payment password',
      });
    }
    await verifyPaymentPassword(db, site, memberId, body.oldPaymentPassword, 'body.oldPaymentPassword');
  } else {
    if (!body.loginPassword) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'body.loginPassword',
        message: 'body.loginPassword: required to set the payment password',
      });
    }
    const member = await findById(db, site.id, memberId);
    if (!(await verifyPassword(member?.passwordHash ?? null, body.loginPassword))) {
      throw new AppError('PASSWORD_INCORRECT', { field: 'body.loginPassword' });
    }
  }
  await repository.savePaymentPassword(db, memberId, await hashPassword(body.newPaymentPassword));
}
