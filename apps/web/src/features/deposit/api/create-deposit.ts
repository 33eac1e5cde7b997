import { cashierPaths, type DepositRecord, depositRecordSchema, type depositRequestSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { messageKeys } from '../../../lib/member/message-keys';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { useToken } from '../../../lib/session';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { depositKeys } from './keys';

/** The amount as typed ("100.50"); the server reads it exactly. */
export type DepositBody = z.input<typeof depositRequestSchema>;

/** POST /wps/cashier/deposit with its Idempotency-Key: the same key answers the same deposit. */
export function createDeposit(body: DepositBody, idempotencyKey: string): Promise<DepositRecord> {
  return request(cashierPaths.deposit, depositRecordSchema, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Sends a deposit, one key per attempt: sent again after no answer, the same request keeps its key
 * (the server may have taken it), anything else gets a new one. Afterwards the balance, the records
 * and the unread count (a credited deposit sends a message) are read again.
 */
export function useCreateDeposit() {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: DepositBody) => withKey(body, (key) => createDeposit(body, key)),
    onSuccess: () =>
      Promise.all([
        refreshBalances(),
        queryClient.invalidateQueries({ queryKey: depositKeys.records(token) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.all(token) }),
      ]),
  });
}
