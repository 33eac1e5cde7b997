import { iconUploadedSchema, memberIconUpload, memberPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { memberIconQuery } from './get-member-icon';

/** PUT /wps/member/info/icon as multipart: the image under `icon`; the server re-encodes it. */
export function uploadMemberIcon(file: File): Promise<{ iconUrl: string }> {
  const form = new FormData();
  form.append(memberIconUpload.field, file, file.name);
  return request(memberPaths.icon, iconUploadedSchema, { method: 'PUT', body: form });
}

/** The browser's own check before sending: the server checks again, by the bytes. */
export function iconFileProblem(file: File): 'type' | 'size' | null {
  if (!(memberIconUpload.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > memberIconUpload.maxBytes) return 'size';
  return null;
}

export function useUploadMemberIcon() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMemberIcon,
    onSuccess: (value) => queryClient.setQueryData(memberIconQuery(token).queryKey, value),
  });
}
