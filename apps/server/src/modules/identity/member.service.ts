import type { MemberInfo } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { admitSession } from './auth.js';
import type { IdentityDeps } from './deps.js';
import { findAgentByCode, findByUsername } from './member.repository.js';
import { findSessionWithInfo } from './session.repository.js';

/** Shows the last four digits only. */
function maskMobile(mobile: string | null): string | null {
  return mobile ? `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}` : null;
}

/** GET /wps/member/info: the session checked and everything shown read in one round trip. */
export async function memberInfo(deps: IdentityDeps, site: Site, tokenHash: string): Promise<MemberInfo> {
  const found = await findSessionWithInfo(deps.db, tokenHash, site.id);
  // Open to a session held to changing its password: the browser reads why, and shows the change.
  const principal = admitSession(site, found, tokenHash, 'session', true);
  const member = found!;
  return {
    id: String(member.memberId),
    account: member.username,
    nickname: member.nickname,
    type: member.memberType,
    role: principal.role,
    isAgent: principal.role === 'agent',
    isTrial: principal.role === 'trial',
    currencySymbol: site.brand.currency.symbol,
    balance: String(member.mainBalance),
    // Trial users have no inbox and take part in no promotion (SPEC §6).
    unreadMessages: principal.role === 'trial' ? 0 : member.unread,
    availablePromos: principal.role === 'trial' ? 0 : member.availablePromos,
    vipLabel: `VIP${member.vipLevel}`,
    mobileNum: maskMobile(member.mobileNum),
    passwordChange: member.passwordChange,
  };
}

/** A member of a site by username (any letter case), for the operator calls that name one. */
export function memberByUsername(db: Database, siteId: number, username: string) {
  return findByUsername(db, siteId, username);
}

/** The agent an invitation code belongs to on the site (any of the brand's agent types); null when none. */
export function invitingAgent(db: Database, site: Site, code: string) {
  return findAgentByCode(db, site.id, code, site.brand.agentTypes);
}
