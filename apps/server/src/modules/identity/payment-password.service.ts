import type { Executor } from '../../db/executor.js';
import * as repository from './payment-password.repository.js';

// Identity keeps a member's credentials: the sign-in password on the member, the payment password here (chosen
// at registration, new-member.service). Security decides when one may be set or is proved (its service).

/** The member's stored payment password (its hash), or null when none was set. */
export function storedPaymentPassword(db: Executor, memberId: bigint) {
  return repository.findPaymentPassword(db, memberId);
}

/** Sets the member's payment password (its hash), replacing the one stored. */
export function storePaymentPassword(db: Executor, memberId: bigint, passwordHash: string): Promise<void> {
  return repository.savePaymentPassword(db, memberId, passwordHash);
}
