import { type ConsolidatedFlags, consolidatedFlagsSchema, memberPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { sessionKeys } from '../../../lib/member/session-keys';
import { useSession } from '../../../lib/member/use-session';
import { useToken } from '../../../lib/session';
import { useSite } from '../../../lib/site';

/** GET /wps/member/info/funds/consolidated: which agent contract types are switched on. */
export function getConsolidatedFlags(signal?: AbortSignal): Promise<ConsolidatedFlags> {
  return get(memberPaths.consolidated, consolidatedFlagsSchema, signal);
}

/** Fetched only when AGENTPOLICY3 is on and the member is not a trial user (SPEC §6). */
export function useConsolidatedFlags() {
  const token = useToken();
  const { info } = useSession();
  const policy = useSite().permission.info.whitelabel.switches.AGENTPOLICY3;
  return useQuery({
    queryKey: sessionKeys.consolidated(token),
    queryFn: ({ signal }) => getConsolidatedFlags(signal),
    enabled: token !== null && policy && info !== undefined && !info.isTrial,
    staleTime: 60_000,
  });
}
