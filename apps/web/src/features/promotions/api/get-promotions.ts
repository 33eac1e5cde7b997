import { type Promotion, promotionPaths, promotionSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { promotionKeys, useApiLanguage } from './keys';

const promotionListSchema = z.array(promotionSchema);

/** GET /wps/promotions: the site's live and coming promotions, in the Language header's language. */
export function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return get(promotionPaths.list, promotionListSchema, signal);
}

/** The promotions in the interface language; asked again when the language changes. */
export function usePromotions() {
  const language = useApiLanguage();
  return useQuery({
    queryKey: promotionKeys.list(language),
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 5 * 60_000,
  });
}
