import { type ContractKind, contractRelayOfKind, contractSchema, relayPath } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { sessionKeys } from '../../../lib/member/session-keys';
import { useToken } from '../../../lib/session';
import type { ContractDecision } from '../model/contract-actions';
import { contractKeys } from './keys';

/** POST /wps/relay/<the kind's relay> { action, contractId }: accept, reject, or ask, agree or decline to end. */
export function decideContract(kind: ContractKind, action: ContractDecision, contractId: string) {
  return request(relayPath(contractRelayOfKind[kind]), contractSchema, {
    method: 'POST',
    body: { action, contractId },
  });
}

export function useDecideContract(kind: ContractKind) {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, contractId }: { action: ContractDecision; contractId: string }) =>
      decideContract(kind, action, contractId),
    // Accepting may end other contracts (mine replaced, those I gave below it); ending one may switch
    // a contract page off in the menu.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all(token) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.consolidated(token) }),
      ]),
  });
}
