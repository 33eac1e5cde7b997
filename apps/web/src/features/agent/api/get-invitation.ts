import { agentPaths, invitationSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

export type Invitation = z.infer<typeof invitationSchema>;

/** GET /wps/agent/invitation: my invitation code and the registration link that carries it. */
export function getInvitation(signal?: AbortSignal): Promise<Invitation> {
  return get(agentPaths.invitation, invitationSchema, signal);
}

export function useInvitation() {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(signal),
    enabled: token !== null,
    // The code never changes once given.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
