import { setTimeout as sleep } from 'node:timers/promises';
import type { PaymentPasswordRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle, ThrottleDecision, ThrottleKey } from '../../platform/throttle/index.js';
import { proveLoginPassword } from '../identity/password-proof.service.js';
import { storedPaymentPassword, storePaymentPassword } from '../identity/payment-password.service.js';
import { minutesLeft } from '../verification/attempt-gate.js';

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

/** How long an entry waits for places held by entries still being compared, before it is told to retry. */
const placeWaitMs = { first: 20, longest: 250, total: 10_000 } as const;

/**
 * Takes a place among the site's limit before comparing. Places are held by wrong entries of the
 * lock time and by entries still being compared. The limit's worth of wrong entries is the lock
 * (423); short of it, a full set of places means entries are in flight, and this one waits for them
 * (a right one gives the places back) instead of being refused.
 */
async function takePlace(places: ThrottleKey, failures: ThrottleKey, max: number): Promise<void> {
  const started = performance.now();
  for (let pause: number = placeWaitMs.first; ; pause = Math.min(pause * 2, placeWaitMs.longest)) {
    const failed = await failures.peek();
    if (failed.count >= max) throw lockedFor(failed);
    if ((await places.consume()).allowed) return;
    await places.release(); // a refused entry holds no place
    if (performance.now() - started > placeWaitMs.total) {
      throw new AppError('THROTTLED', { field: 'paymentPassword', params: { retryAfterMs: placeWaitMs.longest } });
    }
    await sleep(pause);
  }
}

/**
 * Checks the payment password before money leaves the member's account. Every entry takes a place
 * among the site's limit before it is compared, so a parallel burst of guesses compares no more than
 * the limit; a right entry clears the failures and the places, a wrong one keeps its place and is
 * counted, so the limit's worth of wrong entries within the lock time locks the check until that
 * window ends. Right entries sent at once never lock the member out: those beyond the limit wait
 * for the ones in flight.
 */
export async function verifyPaymentPassword(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  password: string,
  field = 'paymentPassword',
): Promise<void> {
  const stored = await storedPaymentPassword(deps.db, memberId);
  if (!stored) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field });
  const { paymentPasswordMaxFailures: max, paymentPasswordLockMinutes } = site.security;
  const rule = { limit: max, windowMs: paymentPasswordLockMinutes * 60_000 };
  const places = deps.throttle.custom('paymentPassword', rule, String(memberId));
  const failures = deps.throttle.custom('paymentPasswordFailures', rule, String(memberId));
  await takePlace(places, failures, max);
  if (await verifyPassword(stored.passwordHash, password)) {
    await Promise.all([places.reset(), failures.reset()]);
    return;
  }
  const failed = await failures.consume();
  if (failed.count >= max) throw lockedFor({ ...failed, retryAfterMs: rule.windowMs });
  throw new AppError('PAYMENT_PASSWORD_INCORRECT', { field });
}

/** Sets the payment password (proved by the login password) or changes it (proved by the current one). */
export async function setPaymentPassword(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  body: PaymentPasswordRequest,
) {
  const existing = await storedPaymentPassword(deps.db, memberId);
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
  await storePaymentPassword(deps.db, memberId, await hashPassword(body.newPaymentPassword));
}
