import { emptySchema, type paymentPasswordRequestSchema, withdrawPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { securityKeys } from '../../../lib/member/security-keys';
import { useToken } from '../../../lib/session';

/** PUT /wps/member/paymentPassword (enc): set the first time with the login password, else change it. */
export function setPaymentPassword(body: z.input<typeof paymentPasswordRequestSchema>): Promise<null> {
  return request(withdrawPaths.paymentPassword, emptySchema, { method: 'PUT', body, encrypt: true });
}

export function useSetPaymentPassword() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview(token) }),
  });
}
