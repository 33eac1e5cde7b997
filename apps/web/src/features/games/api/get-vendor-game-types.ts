import { relayPath, vendorGameTypesSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { gamesKeys } from './keys';

/** Relay GCSGAME_getVassGameType: the categories and sub-types one vendor offers. */
export function getVendorGameTypes(vassalage: string, signal?: AbortSignal) {
  return get(withQuery(relayPath('GCSGAME_getVassGameType'), { vassalage }), vendorGameTypesSchema, signal);
}

export function useVendorGameTypes(vassalage: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.vendorTypes(i18n.language, vassalage ?? ''),
    queryFn: ({ signal }) => getVendorGameTypes(vassalage ?? '', signal),
    enabled: vassalage !== undefined,
    staleTime: 10 * 60_000,
  });
}
