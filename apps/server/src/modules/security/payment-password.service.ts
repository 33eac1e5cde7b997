import type { PaymentPasswordRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle, ThrottleDecision } from '../../platform/throttle/index.js';
import { proveLoginPassword } from '../identity/password-proof.service.js';
import { minutesLeft } from '../verification/attempt-gate.js';
import * as repository from './payment-password.repository.js';

function lockedFor(decision: ThrottleDecision): AppError {
  return new AppError('PAYMENT_PASSWORD_LOCKED', {
    field: 'paymentPassword',
    params: { minutes: minutesLeft(decision) },
  });
}

export interface PaymentPasswordDeps {
  db: Database;
  throttle: Throttle;
}

/**
 * Checks the payment password before money leaves the member's account. Every entry takes a place
 * among the site's limit before it is compared, so a parallel burst of guesses compares no more than
 * the limit; a right entry gives its place back (and clears the failures), a wrong one keeps it, so
 * the limit's worth of wrong entries within the lock time locks the check until that window ends.
 * No lasting block comes from entries in flight: right ones sent at once never lock the member out.
 */
export async function verifyPaymentPassword(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const stored = await repository.findPaymentPassword(deps.db, memberId);
  if (!stored) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field });
  const { paymentPasswordMaxFailures, paymentPasswordLockMinutes } = site.security;
  const lockMs = paymentPasswordLockMinutes * 60_000;
  const tries = deps.throttle.custom(
    'paymentPassword',
    { limit: paymentPasswordMaxFailures, windowMs: lockMs },
    String(memberId),
  );
  const decision = await tries.consume();
  if (!decision.allowed) throw lockedFor(decision);
  if (await verifyPassword(stored.passwordHash, password)) {
    await tries.reset();
    return;
  }
  if (decision.count >= paymentPasswordMaxFailures) throw lockedFor({ ...decision, retryAfterMs: lockMs });
  throw new AppError('PAYMENT_PASSWORD_INCORRECT', { field });
}

/** Sets the payment password (proved by the login password) or changes it (proved by the current one). */
export async function setPaymentPassword(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  body: PaymentPasswordRequest,
) {
  const existing = await repository.findPaymentPassword(deps.db, memberId);
  if (existing) {
    if (!body.oldPaymentPassword) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'oldPaymentPassword',
        message: 'oldPaymentPassword: required to change the payment password',
      });
    }
    await verifyPaymentPassword(deps, site, memberId, body.oldPaymentPassword, 'oldPaymentPassword');
  } else {
    if (!body.loginPassword) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'loginPassword',
        message: 'loginPassword: required to set the payment password',
      });
    }
    await proveLoginPassword(deps, site, memberId, body.loginPassword, 'loginPassword');
  }
  await repository.savePaymentPassword(deps.db, memberId, await hashPassword(body.newPaymentPassword));
}
