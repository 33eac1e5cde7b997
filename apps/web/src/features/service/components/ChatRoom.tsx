import { type ChatMessage, chatMessageMax } from '@portal/contracts';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { type ChatStatus, type SocketFactory, useChatSocket } from '../hooks/use-chat-socket';
import './chat.css';

/** What the status line says; nothing while the room is open. */
const statusKeys = {
  connecting: 'chat.connecting',
  open: null,
  reconnecting: 'chat.reconnecting',
  refused: 'error.in_need_true_account',
} as const satisfies Record<ChatStatus, string | null>;

function errorKey(code: string) {
  if (code === 'VALIDATION_ERROR') return 'chat.tooLong' as const;
  if (code === 'SESSION_EXPIRED' || code === 'UNAUTHORIZED') return 'error.session_expired' as const;
  return 'error.unknown' as const;
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const mine = message.sender === 'member';
  return (
    <li className={`chat__message chat__message--${message.sender}`}>
      <span className="visually-hidden">{mine ? t('chat.you') : t('chat.staff')}: </span>
      <p className="chat__body">{message.body}</p>
      <time className="chat__time" dateTime={message.createdAt}>
        {formatTime(message.createdAt)}
      </time>
    </li>
  );
}

/** The room's content: history and live messages, the status line, and the box to write in. */
export function ChatRoom({ token, createSocket }: { token: string; createSocket?: SocketFactory }) {
  const { t } = useTranslation();
  const room = useChatSocket(token, createSocket);
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const { messages, markRead } = room;

  // New messages scroll into view, and being shown here is being read.
  useEffect(() => {
    const node = list.current;
    if (node && messages.length > 0) node.scrollTop = node.scrollHeight;
    markRead();
  }, [messages, markRead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (body && room.send(body)) setDraft('');
  };
  const statusKey = room.error?.code === 'TRIAL_ACCOUNT' ? statusKeys.refused : statusKeys[room.status];

  return (
    <div className="chat">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div ref={list} className="chat__log" role="log" aria-live="polite" aria-label={t('chat.history')} tabIndex={0}>
        <ol className="chat__list">
          {messages.length === 0 && room.status === 'open' ? <li className="chat__empty">{t('chat.empty')}</li> : null}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </ol>
      </div>
      {statusKey ? (
        <p className="chat__status" role="status">
          {t(statusKey)}
        </p>
      ) : null}
      {room.error && room.error.code !== 'TRIAL_ACCOUNT' ? (
        <p className="field__error" role="alert">
          {t(errorKey(room.error.code), { max: chatMessageMax })}
        </p>
      ) : null}
      <form className="chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.placeholder')}
        </label>
        <textarea
          id={inputId}
          className="field__input chat__input"
          rows={2}
          maxLength={chatMessageMax}
          placeholder={t('chat.placeholder')}
          value={draft}
          disabled={room.status === 'refused'}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as chat boxes do).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
        <Button
          type="submit"
          icon={<SendHorizontal size={18} aria-hidden="true" />}
          disabled={room.status !== 'open' || draft.trim() === ''}
        >
          {t('chat.send')}
        </Button>
      </form>
    </div>
  );
}
