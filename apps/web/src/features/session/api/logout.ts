import { emptySchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** DELETE /wps/session/logout: the server forgets the token. */
export function logout(): Promise<null> {
  return request(sessionPaths.logout, emptySchema, { method: 'DELETE' });
}

export function useLogoutCall() {
  return useMutation({ mutationFn: logout });
}
