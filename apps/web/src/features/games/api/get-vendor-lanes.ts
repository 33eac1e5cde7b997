import { gamePaths, vendorLanesSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { gamesKeys } from './keys';

/** GET /lgw/games/vendor_lanes (platform html5-desktop): a lane of vendor cards per category. */
export function getVendorLanes(signal?: AbortSignal) {
  return get(withQuery(gamePaths.lanes, { platform: 'html5-desktop' }), vendorLanesSchema, signal);
}

export function useVendorLanes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.lanes(i18n.language),
    queryFn: ({ signal }) => getVendorLanes(signal),
    staleTime: 10 * 60_000,
  });
}
