import { type LoginRequest, type LoginResponse, loginResponseSchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /wps/session/login (enc): by username and password, or by mobile number and SMS code. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return request(sessionPaths.login, loginResponseSchema, { method: 'POST', body, encrypt: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
