import {
  type forgotByEmailRequestSchema,
  type LoginResponse,
  loginResponseSchema,
  type resetByEmailRequestSchema,
  type resetByMobileRequestSchema,
  sessionPaths,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http';

/** POST /wps/member/password/email: a single-use reset code goes to the account's e-mail address. */
export function forgotByEmail(body: z.input<typeof forgotByEmailRequestSchema>): Promise<unknown> {
  return request(sessionPaths.passwordEmail, z.unknown(), { method: 'POST', body });
}

/** POST /wps/member/password/email/reset (enc): the e-mailed code and a new password. */
export function resetByEmailCode(body: z.input<typeof resetByEmailRequestSchema>): Promise<unknown> {
  return request(sessionPaths.passwordEmailReset, z.unknown(), { method: 'POST', body, encrypt: true });
}

export type ResetByMobileBody = z.input<typeof resetByMobileRequestSchema>;

/** POST /wps/member/password/verification (enc): a new password by SMS code, then signed in. */
export function resetByMobile(body: ResetByMobileBody): Promise<LoginResponse> {
  return request(sessionPaths.passwordVerification, loginResponseSchema, { method: 'POST', body, encrypt: true });
}

export function useForgotByEmail() {
  return useMutation({ mutationFn: forgotByEmail });
}

export function useResetByMobile() {
  return useMutation({ mutationFn: resetByMobile });
}
