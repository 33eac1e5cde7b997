import { relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useSession } from '../../../lib/member/use-session';
import { shellSchema } from '../../../lib/schema-source';

export const chatKeys = { launch: (token: string | null) => ['chat', 'launch', token] as const };

/** Relay CBS_launchChat: the member's room (its socket path) and the staff messages not read yet. */
export function launchChat(signal?: AbortSignal) {
  return get(relayPath('CBS_launchChat'), shellSchema('launchChatSchema'), signal);
}

/** The unread badge of the customer-service entries; a trial user cannot chat, so is never asked. */
export function useLaunchChat() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: chatKeys.launch(token),
    queryFn: ({ signal }) => launchChat(signal),
    enabled: token !== null && !isTrial,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
