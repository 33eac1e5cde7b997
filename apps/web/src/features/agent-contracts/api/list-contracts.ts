import {
  type ContractKind,
  type ContractRole,
  type ContractState,
  contractListSchema,
  contractRelayOfKind,
  relayPath,
} from '@portal/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { contractKeys } from './keys';

export type ContractList = z.infer<typeof contractListSchema>;

export interface ContractFilter {
  role?: ContractRole;
  state?: ContractState;
  page: number;
  pageSize: number;
}

/** POST /wps/relay/<the kind's relay> { action: 'list' }: the contracts of a kind I gave and hold, newest first. */
export function listContracts(kind: ContractKind, filter: ContractFilter, signal?: AbortSignal): Promise<ContractList> {
  return request(relayPath(contractRelayOfKind[kind]), contractListSchema, {
    method: 'POST',
    body: { action: 'list', ...filter },
    signal,
  });
}

export function useContracts(kind: ContractKind, filter: ContractFilter) {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.list(token, kind, filter),
    queryFn: ({ signal }) => listContracts(kind, filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The contracts I hold of several kinds. A kind's running one (accepted or ending) is the newest
 * of them but for offers still waiting, so one page of the newest holds it.
 */
export function useHeldContracts(kinds: readonly ContractKind[]) {
  const token = useToken();
  const filter: ContractFilter = { role: 'held', page: 1, pageSize: 100 };
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: contractKeys.list(token, kind, filter),
      queryFn: ({ signal }: { signal: AbortSignal }) => listContracts(kind, filter, signal),
      enabled: token !== null,
    })),
  });
}
