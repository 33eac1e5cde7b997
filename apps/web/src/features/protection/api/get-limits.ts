import { type MemberLimits, memberLimitsSchema, protectionPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { limitsKeys } from './limits-keys';

/** GET /wps/member/limits: each limit with what was used in its window and what remains. */
export function getLimits(signal?: AbortSignal): Promise<MemberLimits> {
  return get(protectionPaths.limits, memberLimitsSchema, signal);
}

export function useLimits() {
  const token = useToken();
  return useQuery({
    queryKey: limitsKeys.all(token),
    queryFn: ({ signal }) => getLimits(signal),
    enabled: token !== null,
  });
}
