import { gamesSchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { gamesKeys } from './keys';

/** Relay GCS_recentGame: the games the member launched last, newest first. */
export function getRecentGames(signal?: AbortSignal) {
  return get(relayPath('GCS_recentGame'), gamesSchema, signal);
}

export function useRecentGames(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: gamesKeys.recent(token),
    queryFn: ({ signal }) => getRecentGames(signal),
    enabled: token !== null && enabled,
  });
}
