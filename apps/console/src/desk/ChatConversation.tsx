import type { CannedReply, Language, OperatorChatRoom } from '@portal/contracts';
import { chatMessageMax } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure } from '../Field';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { dateTime } from '../when';
import { useChatMessages } from './use-chat-messages';

/** Canned replies by language, in the list's order (the API sorts by language, then order). */
function cannedByLanguage(replies: CannedReply[]): Map<Language, CannedReply[]> {
  const groups = new Map<Language, CannedReply[]>();
  for (const reply of replies) groups.set(reply.language, [...(groups.get(reply.language) ?? []), reply]);
  return groups;
}

/**
 * One open chat: who holds it (take, release; an owner takes it over), its messages as they come, and the reply
 * box with the site's canned replies (each language its group). A role that only reads sees the messages alone.
 */
export function ChatConversation({ room, onClose }: { room: OperatorChatRoom; onClose: () => void }) {
  const { t, self, signOut } = useConsole();
  const c = t.desk.chat;
  const writes = useMay('service', 'POST');
  const queries = useQueryClient();
  const titleId = useId();
  const replyId = useId();
  const cannedId = useId();
  const refreshRooms = () => void queries.invalidateQueries({ queryKey: ['desk', 'chats'] });
  const chat = useChatMessages(room.id, refreshRooms);
  const [reply, setReply] = useState('');
  const [canned, setCanned] = useState('');
  const sending = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const holding = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  // The site's own canned replies, grouped by language (the staff answer in the member's).
  const canneds = useApiQuery(['desk', 'canned'], api.cannedReplies);
  const cannedGroups = [...cannedByLanguage(canneds.data ?? [])];
  const log = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message scrolls the log to its end
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [count]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    void sending.run(async () => {
      chat.add(await api.replyInChat(room.id, reply.trim()));
      setReply('');
      setCanned('');
      refreshRooms();
    });
  };
  const assign = (action: 'take' | 'release') =>
    void holding.run(
      async () => {
        const answer = await api.assignChat(room.id, action);
        queries.setQueryData<OperatorChatRoom[]>(['desk', 'chats'], (rooms) =>
          rooms?.map((held) => (held.id === answer.id ? answer : held)),
        );
      },
      async () => refreshRooms(),
    );
  const mine = room.assignee === self.username;
  const holder = mine ? c.heldByYou : room.assignee ? fill(c.heldBy, { operator: room.assignee }) : c.free;

  return (
    <section className="panel desk-conversation" aria-labelledby={titleId}>
      <div className="desk-conversation__head">
        <h2 id={titleId}>{fill(c.conversation, { member: room.account })}</h2>
        <button type="button" onClick={onClose}>
          {c.close}
        </button>
      </div>
      <div className="desk-conversation__holder">
        <span className="muted" data-testid="chat-holder">
          {holder}
        </span>
        {writes && !mine && (!room.assignee || self.role === 'owner') && (
          <button type="button" disabled={holding.busy} onClick={() => assign('take')}>
            {room.assignee ? c.takeOver : c.take}
          </button>
        )}
        {writes && room.assignee && (mine || self.role === 'owner') && (
          <button type="button" disabled={holding.busy} onClick={() => assign('release')}>
            {c.release}
          </button>
        )}
      </div>
      <Failure message={holding.failure} />
      <div className="desk-log" ref={log} role="log" aria-label={fill(c.messages, { member: room.account })}>
        <ol className="desk-log__list">
          {chat.messages.map((message) => (
            <li key={message.id} className={`desk-log__message desk-log__message--${message.sender}`}>
              <span className="desk-log__who">
                {message.sender === 'staff' ? c.staff : room.account} · {dateTime(message.createdAt)}
              </span>
              <span className="desk-log__body">{message.body}</span>
            </li>
          ))}
        </ol>
      </div>
      {!chat.loaded && !chat.failure && (
        <p className="muted" role="status">
          {c.loading}
        </p>
      )}
      {chat.loaded && count === 0 && <p className="muted">{c.noMessages}</p>}
      <Failure message={chat.failure} />
      <p className="muted desk-conversation__live">{c.live}</p>
      {writes && (
        <form className="desk-reply" onSubmit={send}>
          <div className="field">
            <label className="field__label" htmlFor={cannedId}>
              {c.canned}
            </label>
            <select
              id={cannedId}
              className="field__input"
              value={canned}
              onChange={(event) => {
                setCanned(event.target.value);
                const picked = canneds.data?.find((reply) => reply.id === event.target.value);
                if (picked) setReply(picked.body);
              }}
            >
              <option value="">{canneds.data?.length === 0 ? c.noCanned : c.pickCanned}</option>
              {cannedGroups.map(([language, replies]) => (
                <optgroup key={language} label={t.siteSection.languageNames[language]}>
                  {replies.map((reply) => (
                    <option key={reply.id} value={reply.id}>
                      {reply.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={replyId}>
              {c.reply}
            </label>
            <textarea
              id={replyId}
              className="field__input"
              rows={3}
              required
              maxLength={chatMessageMax}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              onKeyDown={(event) => {
                // Enter sends, Shift+Enter breaks the line, as chat boxes do.
                if (event.key === 'Enter' && !event.shiftKey && reply.trim()) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
            />
          </div>
          <div className="filters__actions">
            <button type="submit" className="primary" disabled={sending.busy || reply.trim() === ''}>
              {sending.busy ? t.working : c.send}
            </button>
          </div>
          <Failure message={sending.failure} />
        </form>
      )}
    </section>
  );
}
