import { type ExclusionRequest, exclusionDurations } from '@portal/contracts';
import type { Site } from '../../platform/site.types.js';
import type { IdentityDeps } from './deps.js';
import { exclusionRow, saveExclusion, selfExcludedEmail } from './exclusion.repository.js';
import { exclusionOf } from './exclusion-rule.js';
import { proveLoginPassword } from './password-proof.service.js';
import { endOtherSessions } from './session.service.js';

const dayMs = 86_400_000;

/**
 * The member takes a break, proved by the login password: every session ends at once (games too), and sign-in is
 * refused until it ends. A break only ever lengthens: asked again for less, the longer one stays; self-exclusion
 * replaces a time-out. Nobody can lift it early.
 */
export async function excludeSelf(deps: IdentityDeps, site: Site, memberId: bigint, body: ExclusionRequest) {
  const member = await proveLoginPassword(deps, site, memberId, body.password, 'password');
  const now = new Date(deps.now());
  const days: number | null = (exclusionDurations[body.kind] as Record<string, number | null>)[body.duration] ?? null;
  const asked = days === null ? null : new Date(now.getTime() + days * dayMs);
  const current = exclusionOf(member, now);
  const currentEnd = current ? (current.until === null ? null : new Date(current.until)) : undefined;
  const longer = currentEnd === undefined || (currentEnd !== null && (asked === null || asked > currentEnd));
  const kind = current?.kind === 'self-exclusion' ? 'self-exclusion' : body.kind;
  if (longer || kind !== current?.kind) {
    const until = longer ? asked : (currentEnd ?? null);
    await saveExclusion(deps.db, memberId, kind, until);
  }
  await endOtherSessions(deps, memberId, null);
  return exclusionOf((await exclusionRow(deps.db, memberId))!, now)!;
}

/** Whether a member of the site with this e-mail has excluded themselves (their new accounts are refused too). */
export function emailSelfExcluded(deps: IdentityDeps, siteId: number, email: string): Promise<boolean> {
  return selfExcludedEmail(deps.db, siteId, email, new Date(deps.now()));
}
