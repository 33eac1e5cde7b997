import { type Jackpot, jackpotPaths, jackpotSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { contentKeys } from './keys';

/** GET /wps/content/jackpot: the pool now, its published terms and its last win (404: the site runs none). */
export function getJackpot(signal?: AbortSignal): Promise<Jackpot> {
  return get(jackpotPaths.pool, jackpotSchema, signal);
}

/** Read once per visit: the live stream (watch-jackpot.ts) keeps it current from then on. */
export function useJackpot() {
  return useQuery({
    queryKey: contentKeys.jackpot(),
    queryFn: ({ signal }) => getJackpot(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
