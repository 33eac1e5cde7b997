import { type changePasswordRequestSchema, emptySchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';

export type ChangePasswordBody = z.input<typeof changePasswordRequestSchema>;

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
