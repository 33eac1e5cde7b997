import { relayPath, roomListSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { gamesKeys } from './keys';

/** How often the lobby asks again: a round's phase changes every few seconds. */
const refreshMs = 5000;

/** Relay GLS2_roomList: the site's live tables as their vendor runs them (of one vendor, or all). */
export function getLiveTables(vassalage: string | undefined, signal?: AbortSignal) {
  return get(withQuery(relayPath('GLS2_roomList'), { vassalage }), roomListSchema, signal);
}

export const liveTablesQueryOptions = (language: string, vassalage: string | undefined) =>
  queryOptions({
    queryKey: gamesKeys.liveTables(language, vassalage ?? ''),
    queryFn: ({ signal }) => getLiveTables(vassalage, signal),
    refetchInterval: refreshMs,
    staleTime: refreshMs - 1000,
  });

/** The live tables of the lobby, kept fresh while the page is open (a failure leaves the cards as they are). */
export function useLiveTables(vassalage: string | undefined, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...liveTablesQueryOptions(i18n.language, vassalage), enabled });
}
