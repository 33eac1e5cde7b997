import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Secrets } from '../../platform/secrets.js';
import type { ThrottleDecision, ThrottleKey } from '../../platform/throttle/index.js';
import { type CaptchaAnswer, requireCaptcha } from './captcha.service.js';

/** Whole minutes until a refused key may try again, at least one. */
export function minutesLeft(decision: ThrottleDecision): number {
  return Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
}

/**
 * Counts an attempt against its keys, the first being what is guessed (the others may be wider, such
 * as the address). Only a first try (none of the keys hit in its window, and the
 * caller does not always want one) goes without a captcha; any other must carry a right one, used up
 * before anything is counted. Counting is the atomic step: of a burst of captcha-free tries, the one
 * counted first goes on and the rest are taken back and asked for a captcha, so a burst can never
 * try more than one guess before the first failure is on record.
 */
export async function countAttempt(
  deps: { db: Database; secrets: Secrets },
  siteId: number,
  keys: ThrottleKey[],
  answer: CaptchaAnswer,
  captchaAlways = false,
): Promise<ThrottleDecision[]> {
  const before = await Promise.all(keys.map((key) => key.peek()));
  // A captcha that comes along is always checked (and used up), needed or not.
  const captchaDue = captchaAlways || Boolean(answer.captchaId) || before.some((decision) => decision.count > 0);
  if (captchaDue) await requireCaptcha(deps, siteId, answer);
  if (captchaDue) return Promise.all(keys.map((key) => key.consume()));
  // The first key stands for what is guessed (an account, a number): its count alone says who came first. The
  // wider keys (a lock, the address) are counted only for that one: counted for the whole burst and taken back
  // later, they stood over their limit meanwhile and a try arriving then was refused as locked.
  const [guessed, ...wider] = keys;
  if (!guessed) return [];
  const first = await guessed.consume();
  if (first.count > 1) {
    await guessed.release();
    throw new AppError('CAPTCHA_REQUIRED', { field: 'captcha', captchaRequired: true });
  }
  return [first, ...(await Promise.all(wider.map((key) => key.consume())))];
}
