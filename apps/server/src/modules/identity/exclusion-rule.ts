import type { Exclusion } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { MemberRow } from './member.repository.js';

/** The break in force at `now`, if any (a kind without an end is for good). */
export function exclusionOf(member: Pick<MemberRow, 'exclusionKind' | 'excludedUntil'>, now: Date): Exclusion | null {
  if (!member.exclusionKind) return null;
  if (member.excludedUntil !== null && member.excludedUntil <= now) return null;
  return { kind: member.exclusionKind, until: member.excludedUntil?.toISOString() ?? null };
}

/** Sign-in refused while a break lasts, saying until when (an empty `until` is for good). */
export function refuseIfExcluded(member: MemberRow, now: Date): void {
  const exclusion = exclusionOf(member, now);
  if (exclusion)
    throw new AppError('PLAY_EXCLUDED', { params: { kind: exclusion.kind, until: exclusion.until ?? '' } });
}
