import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure, Note } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/** The tags an operator typed: comma separated, each trimmed, the empty ones dropped. */
const tagsIn = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The member's tags (issue 25): each a link to the members that carry it; the desk sets the whole set at once (the
 * server keeps one per letter case and audits before and after).
 */
export function MemberTags({ username, tags }: { username: string; tags: string[] }) {
  const { t, signOut } = useConsole();
  const may = useMay('service', 'POST');
  const queries = useQueryClient();
  const [text, setText] = useState(tags.join(', '));
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.memberMore;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      const saved = await api.setMemberTags(username, tagsIn(text));
      setText(saved.tags.join(', '));
      setDone(m.tagsSaved);
      await queries.invalidateQueries({ queryKey: ['member', username] });
      await queries.invalidateQueries({ queryKey: ['members'] });
    });
  };

  return (
    <section className="panel" aria-labelledby="tags-title">
      <h2 id="tags-title">{m.tags}</h2>
      {tags.length === 0 ? (
        <p className="muted">{m.noTags}</p>
      ) : (
        <ul className="member-tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Link
                className="badge badge--tag"
                to={`/members?tag=${encodeURIComponent(tag)}`}
                aria-label={fill(m.findTagged, { tag })}
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {may && (
        <form className="member-note-form" onSubmit={submit}>
          <label className="field">
            <span className="field__label">{m.tagsField}</span>
            <input className="field__input" value={text} maxLength={260} onChange={(e) => setText(e.target.value)} />
          </label>
          <SubmitButton busy={busy} label={m.saveTags} />
          <Failure message={failure} />
          <Note>{done}</Note>
        </form>
      )}
    </section>
  );
}
