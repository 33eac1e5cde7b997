import { type MissionPeriod, missionLeaderboardSchema, missionRelays, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { missionKeys } from './keys';

export const missionLeaderboardPath = relayPath(missionRelays.leaderboard);

/** MCSFE_getMissionLeaderboard: the site's top 20 this day or week, and my rank. */
export function getMissionLeaderboard(period: MissionPeriod, signal?: AbortSignal) {
  return get(`${missionLeaderboardPath}?period=${period}`, missionLeaderboardSchema, signal);
}

export function useMissionLeaderboard(period: MissionPeriod) {
  const token = useToken();
  return useQuery({
    queryKey: missionKeys.leaderboard(token, period),
    queryFn: ({ signal }) => getMissionLeaderboard(period, signal),
    enabled: token !== null,
  });
}
