import { type MemberInfo, memberPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { shellSchema } from '../schema-source';
import { useToken } from '../session';
import { sessionKeys } from './session-keys';

/** GET /wps/member/info: who is signed in. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return get(memberPaths.info, shellSchema('memberInfoSchema'), signal);
}

export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKeys.info(token),
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The signed-in member, or nothing without a token (no call is made then). */
export function useMemberInfo() {
  return useQuery(memberInfoQuery(useToken()));
}
