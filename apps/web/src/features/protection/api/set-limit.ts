import {
  type ConfirmLimitRequest,
  type MemberLimits,
  memberLimitsSchema,
  protectionPaths,
  type SetLimitRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { limitsKeys } from './limits-keys';

/** PUT /wps/member/limits: a lower limit applies at once, a higher one (or none) waits 24 hours for a confirmation. */
export function setLimit(body: SetLimitRequest): Promise<MemberLimits> {
  return request(protectionPaths.limits, memberLimitsSchema, { method: 'PUT', body });
}

/** POST /wps/member/limits/confirm: the second confirmation of a higher limit, once its cooling-off is over. */
export function confirmLimit(body: ConfirmLimitRequest): Promise<MemberLimits> {
  return request(protectionPaths.confirmLimit, memberLimitsSchema, { method: 'POST', body });
}

function useLimitMutation<T>(call: (body: T) => Promise<MemberLimits>) {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (limits) => queryClient.setQueryData(limitsKeys.all(token), limits),
  });
}

export const useSetLimit = () => useLimitMutation(setLimit);
export const useConfirmLimit = () => useLimitMutation(confirmLimit);
