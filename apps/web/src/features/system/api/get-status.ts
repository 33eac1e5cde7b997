import { type StatusResponse, systemPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { shellSchema } from '../../../lib/schema-source';

/** How often the status is asked again, so a site coming out of maintenance recovers by itself. */
export const statusPollMs = 60_000;

export const statusQueryKey = ['system', 'status'] as const;

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region block, with the caller's address. */
export function getStatus(signal?: AbortSignal): Promise<StatusResponse> {
  return get(systemPaths.status, shellSchema('statusSchema'), signal);
}

/** The status query: the hook, the first screen's prefetch and its written answer share it. */
export const statusQuery = queryOptions({
  queryKey: statusQueryKey,
  queryFn: ({ signal }) => getStatus(signal),
  staleTime: statusPollMs,
});

export function useStatus() {
  return useQuery({ ...statusQuery, refetchInterval: statusPollMs, refetchIntervalInBackground: true });
}
