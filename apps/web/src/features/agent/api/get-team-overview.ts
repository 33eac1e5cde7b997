import { agentPaths, type TeamOverview, teamOverviewSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

/** GET /wps/agent/team/overview: my team's size and balance now, and its figures over a range of site days. */
export function getTeamOverview({ from, to }: DateRange, signal?: AbortSignal): Promise<TeamOverview> {
  return get(withQuery(agentPaths.overview, { from, to }), teamOverviewSchema, signal);
}

export function useTeamOverview(range: DateRange) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.overview(token, range),
    queryFn: ({ signal }) => getTeamOverview(range, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
