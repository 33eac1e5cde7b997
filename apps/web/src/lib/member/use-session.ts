import { isRole, type Role } from '@portal/contracts';
import { useToken } from '../session';
import { readSession } from '../storage';
import { useMemberInfo } from './get-member-info';

export type SessionRole = Role | 'visitor';

/**
 * Who uses the portal now (SPEC §4, §6): a visitor without a token, else the role of the member info,
 * or, until it arrives, the role the login answered with.
 */
export function useSession() {
  const token = useToken();
  const info = useMemberInfo();
  const stored = readSession('role');
  const role: SessionRole = token === null ? 'visitor' : (info.data?.role ?? (isRole(stored) ? stored : 'member'));
  return {
    token,
    signedIn: token !== null,
    info: info.data,
    infoQuery: info,
    role,
    isAgent: role === 'agent',
    isTrial: role === 'trial',
  };
}
