import type { Message } from '@portal/contracts';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';

/** The inbox rows: unread ones bold with a dot; the row opens the message, the bin asks to delete it. */
export function MessageList({
  messages,
  onOpen,
  onDelete,
}: {
  messages: Message[];
  onOpen: (message: Message) => void;
  onDelete: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  return (
    <ul className="surface message-list" aria-label={t('memberCenter.pages.messageV2')}>
      {messages.map((message) => (
        <li key={message.id} className={`message-item${message.read ? '' : ' message-item--unread'}`}>
          <button
            type="button"
            className="message-item__open"
            // The spans inside would run together as one word in the accessible name.
            aria-label={`${message.read ? '' : `${t('messages.unreadMark')}: `}${message.title}, ${formatTime(message.createdAt)}`}
            onClick={() => onOpen(message)}
          >
            <span className="message-item__icon" aria-hidden="true">
              {message.read ? <MailOpen size={18} /> : <Mail size={18} />}
            </span>
            <span className="message-item__text">
              <span className="message-item__title">{message.title}</span>
              <span className="message-item__excerpt">{message.body}</span>
            </span>
            <time className="message-item__time figures" dateTime={message.createdAt}>
              {formatTime(message.createdAt)}
            </time>
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('messages.deleteNamed', { title: message.title })}
            onClick={() => onDelete(message)}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
