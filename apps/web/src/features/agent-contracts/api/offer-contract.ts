import {
  type ContractAction,
  type ContractKind,
  contractRelayOfKind,
  contractSchema,
  relayPath,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { contractKeys } from './keys';

export type ContractOffer = Omit<Extract<ContractAction, { action: 'offer' }>, 'action'>;

/** POST /wps/relay/<the kind's relay> { action: 'offer' }: offers a direct downline agent a contract within mine. */
export function offerContract(kind: ContractKind, offer: ContractOffer) {
  return request(relayPath(contractRelayOfKind[kind]), contractSchema, {
    method: 'POST',
    body: { action: 'offer', ...offer },
  });
}

export function useOfferContract() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, offer }: { kind: ContractKind; offer: ContractOffer }) => offerContract(kind, offer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all(token) }),
  });
}
