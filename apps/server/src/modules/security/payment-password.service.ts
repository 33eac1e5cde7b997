import type { PaymentPasswordRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Throttle, ThrottleDecision } from '../../platform/throttle/index.js';
import { proveLoginPassword } from '../identity/password-proof.service.js';
import type { Site } from '../site/site.types.js';
import { minutesLeft } from '../verification/attempt-gate.js';
import * as repository from './payment-password.repository.js';

function lockedFor(decision: ThrottleDecision): AppError {
  return new AppError('PAYMENT_PASSWORD_LOCKED', {
    field: 'body.paymentPassword',
    params: { minutes: minutesLeft(decision) },
  });
}

export interface PaymentPasswordDeps {
  db: Database;
  throttle: Throttle;
}

/**
 * Checks the payment password before money leaves the member's account. Every entry is counted
 * before it is compared (the site's limit and lock time, like sign-in), so a parallel burst of
 * guesses compares no more than the limit; a right one clears the count.
 */
export async function verifyPaymentPassword(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  password: string,
  field = 'body.paymentPassword',
): Promise<void> {
  const stored = await repository.findPaymentPassword(deps.db, memberId);
  if (!stored) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field });
  const { paymentPasswordMaxFailures, paymentPasswordLockMinutes } = site.security;
  const lockMs = paymentPasswordLockMinutes * 60_000;
  const tries = deps.throttle.custom(
    'paymentPassword',
    { limit: paymentPasswordMaxFailures, windowMs: lockMs, blockMs: lockMs },
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
        field: 'body.oldPaymentPassword',
        message: 'body.oldPaymentPassword: required to change the payment password',
      });
    }
    await verifyPaymentPassword(deps, site, memberId, body.oldPaymentPassword, 'body.oldPaymentPassword');
  } else {
    if (!body.loginPassword) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'body.loginPassword',
        message: 'body.loginPassword: required to set the payment password',
      });
    }
    await proveLoginPassword(deps, site, memberId, body.loginPassword, 'body.loginPassword');
  }
  await repository.savePaymentPassword(deps.db, memberId, await hashPassword(body.newPaymentPassword));
}
