import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle } from '../../platform/throttle/index.js';
import { minutesLeft } from '../verification/attempt-gate.js';
import { findById, type MemberRow } from './member.repository.js';

/**
 * A signed-in member proves the login password again (to change it, or to set a payment password).
 * Each try is counted before it is compared and a few wrong ones lock the check for a while, so a
 * stolen session is no unlimited oracle for the password. A right one clears the count.
 */
export async function proveLoginPassword(
  deps: { db: Database; throttle: Throttle },
  site: Site,
  memberId: bigint,
  password: string | undefined,
  field: string,
): Promise<MemberRow> {
  const member = await findById(deps.db, site.id, memberId);
  if (!member) throw new AppError('SESSION_EXPIRED');
  const tries = deps.throttle.of('changePasswordFailures', String(memberId));
  const decision = await tries.consume();
  if (!decision.allowed) throw new AppError('ACCOUNT_LOCKED', { field, params: { minutes: minutesLeft(decision) } });
  if (!password || !(await verifyPassword(member.passwordHash, password))) {
    throw new AppError('PASSWORD_INCORRECT', { field });
  }
  await tries.reset();
  return member;
}
