import { type Country, countryListSchema, systemPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from './http';

export const countryCodesQueryKey = ['system', 'countryCode'] as const;

/** GET /wps/system/countryCode: the countries whose mobile numbers the site accepts. */
export function getCountryCodes(signal?: AbortSignal): Promise<Country[]> {
  return get(systemPaths.countryCode, countryListSchema, signal);
}

export function useCountryCodes() {
  return useQuery({
    queryKey: countryCodesQueryKey,
    queryFn: ({ signal }) => getCountryCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
