import { relayPath, unreadCountSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { useToken } from '../session';
import { messageKeys } from './message-keys';
import { useSession } from './use-session';

/** Relay CSP_unreadCount: how many messages the member has not read (the member centre badge). */
export function getUnreadCount(signal?: AbortSignal): Promise<{ count: number }> {
  return get(relayPath('CSP_unreadCount'), unreadCountSchema, signal);
}

/** The unread count; never asked for a trial user, who has no inbox (SPEC §6). */
export function useUnreadCount() {
  const token = useToken();
  const { isTrial } = useSession();
  return useQuery({
    queryKey: messageKeys.unreadCount(token),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null && !isTrial,
    staleTime: 30_000,
  });
}
