import type { MemberInfo } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { unreadCount } from '../messages/messages.service.js';
import type { Site } from '../site/site.types.js';
import type { Principal } from './auth.js';
import type { IdentityDeps } from './deps.js';
import { findWithMainBalance } from './member.repository.js';

/** Shows the last four digits only. */
function maskMobile(mobile: string | null): string | null {
  return mobile ? `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}` : null;
}

export async function memberInfo(deps: IdentityDeps, site: Site, principal: Principal): Promise<MemberInfo> {
  const member = await findWithMainBalance(deps.db, site.id, principal.memberId);
  if (!member) throw new AppError('SESSION_EXPIRED');
  return {
    id: String(member.id),
    account: member.username,
    nickname: member.nickname,
    type: member.memberType,
    role: principal.role,
    isAgent: principal.role === 'agent',
    isTrial: principal.role === 'trial',
    currencySymbol: site.brand.currency.symbol,
    balance: String(member.mainBalance),
    // Trial users have no inbox (SPEC §6); promotions arrive with their own issue.
    unreadMessages: principal.role === 'trial' ? 0 : await unreadCount(deps.db, member.id),
    availablePromos: 0,
    vipLabel: `VIP${member.vipLevel}`,
    mobileNum: maskMobile(member.mobileNum),
  };
}

/** A member of a site by username (any letter case), for the operator calls that name one. */
/** The agent an invitation code belongs to on a site (affiliate check, registration under an agent). */
export { findAgentByCode, findByUsername as memberByUsername } from './member.repository.js';
