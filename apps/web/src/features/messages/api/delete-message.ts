import { messagePaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http';
import { messageKeys } from '../../../lib/member/message-keys';
import { useToken } from '../../../lib/session';

/** DELETE /wps/messages/:id: removes the message for good. */
export function deleteMessage(id: string): Promise<null> {
  return request(messagePaths.remove.replace(':id', encodeURIComponent(id)), z.null(), { method: 'DELETE' });
}

/** Deletes, then the inbox and the unread badge (the message may have been unread) are read again. */
export function useDeleteMessage() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(token) }),
  });
}
