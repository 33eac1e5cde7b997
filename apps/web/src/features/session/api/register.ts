import { type registerBodySchema, registerResponseSchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';

export type RegisterResult = z.infer<typeof registerResponseSchema>;
type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /wps/member/register (username) or /wps/member/register/mobile (enc). */
export function register(mode: 'username' | 'mobile', body: RegisterBody): Promise<RegisterResult> {
  const path = mode === 'mobile' ? sessionPaths.registerMobile : sessionPaths.register;
  return request(path, registerResponseSchema, { method: 'POST', body, encrypt: true });
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'username' | 'mobile'; body: RegisterBody }) => register(mode, body),
  });
}
