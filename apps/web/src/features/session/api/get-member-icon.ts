import { memberIconSchema, memberPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { sessionKeys } from '../../../lib/member/session-keys';
import { useToken } from '../../../lib/session';

/** GET /wps/member/info/icon: the avatar's address, or null for the portal's own image. */
export function getMemberIcon(signal?: AbortSignal) {
  return get(memberPaths.icon, memberIconSchema, signal);
}

export function useMemberIcon() {
  const token = useToken();
  return useQuery({
    queryKey: sessionKeys.icon(token),
    queryFn: ({ signal }) => getMemberIcon(signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
