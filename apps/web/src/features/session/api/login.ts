import { type LoginResponse, type loginRequestSchema, loginResponseSchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';

/** POST /wps/session/login (enc): by username and password, or by mobile number and SMS code. */
export function login(body: z.input<typeof loginRequestSchema>): Promise<LoginResponse> {
  return request(sessionPaths.login, loginResponseSchema, { method: 'POST', body, encrypt: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
