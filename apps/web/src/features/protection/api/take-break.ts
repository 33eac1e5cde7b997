import { type Exclusion, type ExclusionRequest, exclusionSchema, protectionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /wps/member/exclusion (enc): a time-out or self-exclusion, proved by the login password; every session ends. */
export function takeBreak(body: ExclusionRequest): Promise<Exclusion> {
  return request(protectionPaths.exclusion, exclusionSchema, { method: 'POST', body, encrypt: true });
}

export const useTakeBreak = () => useMutation({ mutationFn: takeBreak });
