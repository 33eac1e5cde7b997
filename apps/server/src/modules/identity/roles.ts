import type { Role } from '@portal/contracts';
import type { Site } from '../../platform/site.types.js';

/** The member type of an ordinary player; agent and trial types come from the site's brand (SPEC §3). */
export const playerType = 0;

/** A member's role on its site, or null for a type that may not sign in to the portal (member_no_enter). */
export function roleOf(site: Site, memberType: number): Role | null {
  if (memberType === site.brand.trialType) return 'trial';
  if (site.brand.agentTypes.includes(memberType)) return 'agent';
  if (memberType === playerType) return 'member';
  return null;
}
