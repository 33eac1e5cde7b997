import { agentPaths, type TeamPlayReport, teamPlayReportSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

/** GET /wps/agent/team/play: my team's play per day and game category over a range, with its totals. */
export function getTeamPlay({ from, to }: DateRange, signal?: AbortSignal): Promise<TeamPlayReport> {
  return get(withQuery(agentPaths.teamPlay, { from, to }), teamPlayReportSchema, signal);
}

export function useTeamPlay(range: DateRange) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.teamPlay(token, range),
    queryFn: ({ signal }) => getTeamPlay(range, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
