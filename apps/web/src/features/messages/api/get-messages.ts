import { messagePaths, messageSchema, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { messageKeys } from './keys';

const messagePageSchema = pageOf(messageSchema);

export interface MessageFilter {
  page: number;
  pageSize: number;
  /** Only the unread ones; otherwise all. */
  unreadOnly: boolean;
}

/** GET /wps/messages: a page of the inbox, newest first. */
export function getMessages({ page, pageSize, unreadOnly }: MessageFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (unreadOnly) query.set('unread', 'true');
  return get(`${messagePaths.list}?${query}`, messagePageSchema, signal);
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
