/**
 * Query keys of the messages feature, under the member's token like the session's keys, so that a
 * logout drops them. Invalidating `all` refreshes the inbox and the unread badge together.
 */
export const messageKeys = {
  all: (token: string | null) => ['member', token, 'messages'] as const,
  unreadCount: (token: string | null) => ['member', token, 'messages', 'unread-count'] as const,
  list: (token: string | null, filter: { page: number; pageSize: number; unreadOnly: boolean }) =>
    ['member', token, 'messages', 'list', filter] as const,
};
