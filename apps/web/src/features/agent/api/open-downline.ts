import { agentPaths, type OpenDownlineRequest, openedDownlineSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

export type OpenedDownline = z.infer<typeof openedDownlineSchema>;

/** POST /wps/agent/downlines: opens a member or agent account directly below me; the answer holds its one-time password. */
export function openDownline(body: OpenDownlineRequest): Promise<OpenedDownline> {
  return request(agentPaths.downlines, openedDownlineSchema, { method: 'POST', body });
}

export function useOpenDownline() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDownline,
    // A new downline changes the lists and the team's size.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all(token) }),
  });
}
