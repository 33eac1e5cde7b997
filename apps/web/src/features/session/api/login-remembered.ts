import { type LoginResponse, loginResponseSchema, sessionPaths } from '@portal/contracts';
import { request } from '../../../lib/http';

/**
 * POST /wps/session/login/remembered: the browser sends the HttpOnly remember-me cookie by itself (same
 * origin); the answer is a new session and the server sets a new cookie in place of the used one.
 */
export function loginRemembered(): Promise<LoginResponse> {
  return request(sessionPaths.loginRemembered, loginResponseSchema, { method: 'POST' });
}
