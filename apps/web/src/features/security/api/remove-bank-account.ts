import { emptySchema, withdrawPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { securityKeys } from '../../../lib/member/security-keys';
import { useToken } from '../../../lib/session';

/** DELETE /wps/member/bankAccounts/:id. */
export function removeBankAccount(id: string): Promise<null> {
  return request(withdrawPaths.bankAccount.replace(':id', encodeURIComponent(id)), emptySchema, { method: 'DELETE' });
}

export function useRemoveBankAccount() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview(token) }),
  });
}
