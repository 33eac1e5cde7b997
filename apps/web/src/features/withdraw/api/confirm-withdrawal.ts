import {
  type WithdrawalConfirmFields,
  type WithdrawalRecord,
  withdrawalRecordSchema,
  withdrawPaths,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { withdrawKeys } from './keys';

export interface ConfirmReceipt {
  id: string;
  fields: WithdrawalConfirmFields;
  proofs: File[];
}

/**
 * POST /wps/cashier/withdrawals/:id/confirm as multipart/form-data: result, receivedAmount (partly
 * received), remark, and each image under `proof`. Fields left out are not sent at all.
 */
export function confirmWithdrawal({ id, fields, proofs }: ConfirmReceipt): Promise<WithdrawalRecord> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const proof of proofs) form.append('proof', proof, proof.name);
  return request(withdrawPaths.confirm.replace(':id', encodeURIComponent(id)), withdrawalRecordSchema, {
    method: 'POST',
    body: form,
  });
}

export function useConfirmWithdrawal() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    // A refusal (closed, deadline passed) also means the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawKeys.allWithdrawals(token) }),
  });
}
