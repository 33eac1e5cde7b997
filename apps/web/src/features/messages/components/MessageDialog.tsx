import type { Message } from '@portal/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';

/** One message in full, with its date and a delete button. */
export function MessageDialog({
  message,
  onClose,
  onDelete,
}: {
  message: Message | null;
  onClose: () => void;
  onDelete: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  return (
    <Modal open={message !== null} title={message?.title ?? ''} onClose={onClose}>
      {message ? (
        <div className="stack stack--3 message-view">
          <time className="message-view__time figures" dateTime={message.createdAt}>
            {formatTime(message.createdAt)}
          </time>
          <p className="message-view__body">{message.body}</p>
          <div className="message-view__actions">
            <Button variant="ghost" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onDelete(message)}>
              {t('messages.delete')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
