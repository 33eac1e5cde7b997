import { memberIconSchema, memberPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { sessionKeys } from '../../../lib/member/session-keys';
import { useToken } from '../../../lib/session';

/** GET /wps/member/info/icon: the avatar's address, or null for the portal's own image. */
export function getMemberIcon(signal?: AbortSignal) {
  return get(memberPaths.icon, memberIconSchema, signal);
}

/** My avatar: the hook and an upload's answer (written into the cache) share it. */
export const memberIconQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKeys.icon(token),
    queryFn: ({ signal }) => getMemberIcon(signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMemberIcon() {
  return useQuery(memberIconQuery(useToken()));
}
