import { builtinPaths, type SlotInfo, slotInfoSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';

export const slotKeys = {
  info: (session: string) => ['slot', session, 'info'] as const,
};

/** The built-in slot's info for one game session: reels, lines, paytable, bets, balance. */
export function getSlotInfo(session: string, signal?: AbortSignal): Promise<SlotInfo> {
  return get(withQuery(builtinPaths.info, { session }), slotInfoSchema, signal);
}

export function useSlotInfo(session: string | null) {
  return useQuery({
    queryKey: slotKeys.info(session ?? ''),
    queryFn: ({ signal }) => getSlotInfo(session ?? '', signal),
    enabled: session !== null,
    // The balance shown comes from the spins after this; reading the info again would only reset it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
