import { type StatusResponse, statusSchema, systemPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** How often the status is asked again, so a site coming out of maintenance recovers by itself. */
export const statusPollMs = 60_000;

export const statusQueryKey = ['system', 'status'] as const;

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region block, with the caller's address. */
export function getStatus(signal?: AbortSignal): Promise<StatusResponse> {
  return get(systemPaths.status, statusSchema, signal);
}

export function useStatus() {
  return useQuery({
    queryKey: statusQueryKey,
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: statusPollMs,
    refetchIntervalInBackground: true,
    staleTime: statusPollMs,
  });
}
