import { emptySchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export interface ChangePasswordBody {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** PUT /wps/member/password (enc). */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return request(sessionPaths.password, emptySchema, {
    method: 'PUT',
    body,
    encrypt: true,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
