import { type BankAccount, type bankAccountRequestSchema, bankAccountSchema, withdrawPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { securityKeys } from '../../../lib/member/security-keys';
import { useToken } from '../../../lib/session';

/** POST /wps/member/bankAccounts: the first account's payee name becomes the member's real name. */
export function addBankAccount(body: z.input<typeof bankAccountRequestSchema>): Promise<BankAccount> {
  return request(withdrawPaths.bankAccounts, bankAccountSchema, { method: 'POST', body });
}

export function useAddBankAccount() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    // The real name may have just been set: read the whole overview again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview(token) }),
  });
}
