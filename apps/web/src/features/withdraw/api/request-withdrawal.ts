import { type WithdrawalRecord, type WithdrawRequest, withdrawalRecordSchema, withdrawPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { withdrawKeys } from './keys';

/** POST /wps/cashier/withdraw (enc, Idempotency-Key): the amount is held at once, until paid or rejected. */
export function requestWithdrawal(body: WithdrawRequest, idempotencyKey: string): Promise<WithdrawalRecord> {
  return request(withdrawPaths.withdraw, withdrawalRecordSchema, {
    method: 'POST',
    body,
    encrypt: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRequestWithdrawal() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawRequest; key: string }) => requestWithdrawal(body, key),
    // Today's count and the records change with every request.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.rules(token) }),
        queryClient.invalidateQueries({ queryKey: withdrawKeys.allWithdrawals(token) }),
      ]),
  });
}
