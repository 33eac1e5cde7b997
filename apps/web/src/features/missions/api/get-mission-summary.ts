import { missionRelays, missionSummarySchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';
import { missionKeys } from './keys';

export const missionSummaryPath = relayPath(missionRelays.summary);

/** MCSFE_getMissionSummaryDetails: my daily and weekly missions and how many wait to be claimed. */
export function getMissionSummary(signal?: AbortSignal) {
  return get(missionSummaryPath, missionSummarySchema, signal);
}

/** The missions page and the member centre's badge share this query (members only; not for trial users). */
export function useMissionSummary(enabled = true) {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: missionKeys.summary(token, language),
    queryFn: ({ signal }) => getMissionSummary(signal),
    enabled: enabled && token !== null,
  });
}
