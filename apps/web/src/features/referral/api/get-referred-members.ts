import { referralPaths, referredMembersPageSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { referralKeys } from './keys';

/** GET /wps/referral/members: a page of the members who joined through my code, newest first. */
export function getReferredMembers(page: number, pageSize: number, signal?: AbortSignal) {
  return get(withQuery(referralPaths.members, { page, pageSize }), referredMembersPageSchema, signal);
}

export function useReferredMembers(page: number, pageSize: number) {
  const token = useToken();
  return useQuery({
    queryKey: referralKeys.members(token, page, pageSize),
    queryFn: ({ signal }) => getReferredMembers(page, pageSize, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
