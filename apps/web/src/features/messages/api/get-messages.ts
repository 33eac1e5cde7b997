import { messagePaths, messageSchema, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { messageKeys } from '../../../lib/member/message-keys';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';

const messagePageSchema = pageOf(messageSchema);

export interface MessageFilter {
  page: number;
  pageSize: number;
  /** Only the unread ones; otherwise all. */
  unreadOnly: boolean;
}

/** GET /wps/messages: a page of the inbox, newest first. */
export function getMessages({ page, pageSize, unreadOnly }: MessageFilter, signal?: AbortSignal) {
  const path = withQuery(messagePaths.list, { page, pageSize, unread: unreadOnly ? 'true' : undefined });
  return get(path, messagePageSchema, signal);
}

export function useMessages(filter: MessageFilter) {
  const token = useToken();
  return useQuery({
    queryKey: messageKeys.list(token, filter),
    queryFn: ({ signal }) => getMessages(filter, signal),
    enabled: token !== null,
    // The page shown stays while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}
