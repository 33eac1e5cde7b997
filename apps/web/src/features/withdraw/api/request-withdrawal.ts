import {
  type WithdrawalRecord,
  withdrawalRecordSchema,
  withdrawPaths,
  type withdrawRequestSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { withdrawKeys } from './keys';

type WithdrawBody = z.input<typeof withdrawRequestSchema>;

/** POST /wps/cashier/withdraw (enc, Idempotency-Key): the amount is held at once, until paid or rejected. */
export function requestWithdrawal(body: WithdrawBody, idempotencyKey: string): Promise<WithdrawalRecord> {
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
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) => requestWithdrawal(body, key),
    // Today's count and the records change with every request.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.rules(token) }),
        queryClient.invalidateQueries({ queryKey: withdrawKeys.allWithdrawals(token) }),
      ]),
  });
}
