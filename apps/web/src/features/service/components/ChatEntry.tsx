import { Headset } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openChatRoom, useChatRoomOpen } from '../../../lib/chat-room';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { useLaunchChat } from '../api/launch-chat';
import './chat.css';

/** The staff messages the member has not read, as a badge (and in words for screen readers). */
export function ChatUnreadBadge() {
  const { t } = useTranslation();
  const open = useChatRoomOpen();
  const unread = useLaunchChat().data?.unread ?? 0;
  if (open || unread <= 0) return null;
  return (
    <>
      <span className="chat-badge figures" aria-hidden="true">
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="visually-hidden">, {t('chat.unread', { count: unread })}</span>
    </>
  );
}

/**
 * A LIVECHAT customer-service entry: opens the chat room for a member (a visitor is asked to log in,
 * a trial user told a real account is needed), with the unread badge.
 */
export function ChatEntry({ className, label, onOpen }: { className: string; label: ReactNode; onOpen?: () => void }) {
  const requireMember = useRequireMember();
  return (
    <button
      type="button"
      className={`${className} chat-entry`}
      onClick={() => {
        if (!requireMember()) return;
        openChatRoom();
        onOpen?.();
      }}
    >
      <Headset size={20} aria-hidden="true" />
      {label}
      <ChatUnreadBadge />
    </button>
  );
}
