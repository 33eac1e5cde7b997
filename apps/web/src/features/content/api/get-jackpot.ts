import { contentPaths, type Jackpot, jackpotSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { contentKeys } from './keys';

/** GET /wps/content/jackpot: where the ticker starts and where it wraps (minor units). */
export function getJackpot(signal?: AbortSignal): Promise<Jackpot> {
  return get(contentPaths.jackpot, jackpotSchema, signal);
}

/** Read once per visit: the browser grows the figure itself (SPEC §9), so asking again would jump it back. */
export function useJackpot() {
  return useQuery({
    queryKey: contentKeys.jackpot(),
    queryFn: ({ signal }) => getJackpot(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
