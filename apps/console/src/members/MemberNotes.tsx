import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure, Note } from '../Field';
import { SubmitButton } from '../FormFooter';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { dateTime } from '../when';

/** How many notes the page shows: the latest. */
const shownNotes = 50;

/**
 * The service desk's notes on the member (issue 25): newest first with author and time, kept as written; the desk
 * adds one, a reader only reads.
 */
export function MemberNotes({ username }: { username: string }) {
  const { t, signOut } = useConsole();
  const may = useMay('service', 'POST');
  const queries = useQueryClient();
  const key = ['member', username, 'notes'];
  const notes = useApiQuery(key, () => api.memberNotes(username, { pageSize: String(shownNotes) }));
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.memberMore;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      await api.addMemberNote(username, text.trim());
      setText('');
      setDone(m.noteAdded);
      await queries.invalidateQueries({ queryKey: key });
    });
  };

  return (
    <section className="panel" aria-labelledby="notes-title">
      <h2 id="notes-title">{m.notes}</h2>
      {may && (
        <form className="member-note-form" onSubmit={submit}>
          <label className="field">
            <span className="field__label">{m.newNote}</span>
            <textarea
              className="field__input"
              required
              maxLength={1000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <SubmitButton busy={busy} label={m.addNote} />
          <Failure message={failure} />
          <Note>{done}</Note>
        </form>
      )}
      <Failure message={notes.failure} />
      {!notes.data && !notes.failure && <p role="status">{t.table.loading}</p>}
      {notes.data && notes.data.items.length === 0 && <p className="muted">{m.noNotes}</p>}
      {notes.data && notes.data.items.length > 0 && (
        <ul className="timeline" aria-label={m.notes}>
          {notes.data.items.map((note) => (
            <li key={note.id}>
              <span className="muted">
                {note.author} · {dateTime(note.at)}
              </span>
              <span className="member-note">{note.text}</span>
            </li>
          ))}
        </ul>
      )}
      {notes.data && notes.data.total > notes.data.items.length && (
        <p className="muted">{fill(m.olderNotes, { shown: notes.data.items.length, total: notes.data.total })}</p>
      )}
    </section>
  );
}
