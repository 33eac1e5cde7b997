import { type Message, messagePaths, messageSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { messageKeys } from '../../../lib/member/message-keys';
import { useToken } from '../../../lib/session';

/** POST /wps/messages/:id/read: marks the message read and answers it. */
export function readMessage(id: string): Promise<Message> {
  return request(messagePaths.read.replace(':id', encodeURIComponent(id)), messageSchema, { method: 'POST' });
}

/** Marks read, then the inbox and the unread badge are read again. */
export function useReadMessage() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(token) }),
  });
}
