import { type SecurityOverview, securityOverviewSchema, withdrawPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { useToken } from '../session';
import { securityKeys } from './security-keys';

/** GET /wps/member/security: whether a payment password is set, the real name and the bank accounts. */
export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return get(withdrawPaths.security, securityOverviewSchema, signal);
}

export function useSecurityOverview() {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.overview(token),
    queryFn: ({ signal }) => getSecurityOverview(signal),
    enabled: token !== null,
  });
}
