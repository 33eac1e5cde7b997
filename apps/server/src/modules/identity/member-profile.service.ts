import type { Executor } from '../../db/executor.js';
import * as repository from './member-profile.repository.js';

// Identity writes the member's row; the modules that decide one of its fields (security the real name, vip the
// level) set it here, in their transaction.

/** The payee name of the member's first bank account becomes the real name (security, under its lock). */
export function recordPayeeName(tx: Executor, memberId: bigint, payeeName: string): Promise<void> {
  return repository.setPayeeName(tx, memberId, payeeName);
}

/** Raises the member's stored VIP level to the one reached (never lowers it: a review does). */
export function raiseVipLevel(db: Executor, memberId: bigint, level: number): Promise<void> {
  return repository.raiseVipLevel(db, memberId, level);
}

/** Raises many members at once (the VIP review); answers those whose stored level was below. */
export function raiseVipLevels(tx: Executor, levels: { memberId: bigint; level: number }[]): Promise<bigint[]> {
  return repository.raiseVipLevels(tx, levels);
}
