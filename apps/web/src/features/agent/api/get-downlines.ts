import { agentPaths, type DownlinePage, type DownlineType, downlinePageSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

export interface DownlineFilter extends DateRange {
  /** Whose direct downlines to list: a username of my team, or me when absent. */
  parent?: string;
  /** A username prefix. */
  username?: string;
  type?: DownlineType;
  page: number;
  pageSize: number;
}

/** GET /wps/agent/downlines: direct downlines of me or of `parent`, with their team figures and the path down to it. */
export function getDownlines(filter: DownlineFilter, signal?: AbortSignal): Promise<DownlinePage> {
  const { from, to, parent, username, type, page, pageSize } = filter;
  const path = withQuery(agentPaths.downlines, { from, to, parent, username, type, page, pageSize });
  return get(path, downlinePageSchema, signal);
}

export function useDownlines(filter: DownlineFilter) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.downlines(token, filter),
    queryFn: ({ signal }) => getDownlines(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
