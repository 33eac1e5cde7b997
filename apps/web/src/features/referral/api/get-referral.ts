import { referralPaths, referralSummarySchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { referralKeys } from './keys';

/** GET /wps/referral: my code and link, the site's rules and my totals (members and agents). */
export function getReferral(signal?: AbortSignal) {
  return get(referralPaths.summary, referralSummarySchema, signal);
}

export function useReferral() {
  const token = useToken();
  return useQuery({
    queryKey: referralKeys.summary(token),
    queryFn: ({ signal }) => getReferral(signal),
    enabled: token !== null,
  });
}
