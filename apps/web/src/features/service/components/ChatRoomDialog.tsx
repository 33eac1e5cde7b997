import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { closeChatRoom, useChatRoomOpen } from '../../../lib/chat-room';
import { useSession } from '../../../lib/member/use-session';
import { chatKeys } from '../api/launch-chat';
import { ChatRoom } from './ChatRoom';
import './chat.css';

/** The chat-room dialog (SPEC §2): opened from the customer-service entries, closed only by its button. */
export function ChatRoomDialog() {
  const { t } = useTranslation();
  const open = useChatRoomOpen();
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  // Signing out closes the room with the session.
  useEffect(() => {
    if (!token) closeChatRoom();
  }, [token]);
  if (!open || !token) return null;
  return (
    <Modal
      open
      title={t('chat.title')}
      onClose={() => {
        closeChatRoom();
        // What was read in the room no longer counts on the badge.
        void queryClient.invalidateQueries({ queryKey: chatKeys.launch(token) });
      }}
    >
      {isTrial ? <p className="chat__status">{t('error.in_need_true_account')}</p> : <ChatRoom token={token} />}
    </Modal>
  );
}
