import { type OperatorAnnouncement, operatorAnnouncementTypes, popupExecutionCodes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, Field } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { apiTime, localTime, TranslatedFields, writtenTexts } from './TranslatedFields';

type Kind = OperatorAnnouncement['type'];
type Audience = (typeof popupExecutionCodes)[number];

/** An announcement's texts per language, its kind and schedule, with a preview as members read it. */
export function AnnouncementForm({ editing, onDone }: { editing: OperatorAnnouncement | null; onDone: () => void }) {
  const { t, self, signOut } = useConsole();
  const c = t.content;
  const queries = useQueryClient();
  const [type, setType] = useState<Kind>(editing?.type ?? 'PL');
  const [title, setTitle] = useState<Record<string, string>>(editing?.title ?? {});
  const [content, setContent] = useState<Record<string, string>>(editing?.content ?? {});
  const [audience, setAudience] = useState<Audience>(editing?.executionCode ?? 'A');
  const [isPublic, setPublic] = useState(editing?.isPublic ?? true);
  const [startsAt, setStartsAt] = useState(localTime(editing?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localTime(editing?.endsAt ?? null));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const previewLanguage = self.site.languages[0] ?? 'EN';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      const announcement = await api.saveAnnouncement(editing?.id ?? null, {
        type,
        title: writtenTexts(title),
        content: writtenTexts(content),
        executionCode: type === 'PU' ? audience : null,
        isPublic,
        sortOrder: editing?.sortOrder ?? 0,
        startsAt: apiTime(startsAt),
        endsAt: apiTime(endsAt),
      });
      setSaved(fill(c.saved, { state: c.states[announcement.state] }));
      await queries.invalidateQueries({ queryKey: ['announcements'] });
      if (editing) onDone();
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="announcement-form-title">
      <h2 id="announcement-form-title">{editing ? fill(c.editing, { id: editing.id }) : c.newAnnouncement}</h2>
      <label className="field">
        <span className="field__label">{c.columns.type}</span>
        <select className="field__input" value={type} onChange={(event) => setType(event.target.value as Kind)}>
          {operatorAnnouncementTypes.map((kind) => (
            <option key={kind} value={kind}>
              {c.types[kind]}
            </option>
          ))}
        </select>
      </label>
      {type === 'PU' && (
        <label className="field">
          <span className="field__label">{c.audience}</span>
          <select
            className="field__input"
            value={audience}
            onChange={(event) => setAudience(event.target.value as Audience)}
          >
            {popupExecutionCodes.map((code) => (
              <option key={code} value={code}>
                {c.audiences[code]}
              </option>
            ))}
          </select>
        </label>
      )}
      <TranslatedFields label={c.titleIn} values={title} onChange={setTitle} />
      <TranslatedFields label={c.contentIn} values={content} onChange={setContent} multiline />
      <Field
        label={c.columns.starts}
        type="datetime-local"
        value={startsAt}
        onChange={(event) => setStartsAt(event.target.value)}
      />
      <Field
        label={c.columns.ends}
        type="datetime-local"
        value={endsAt}
        onChange={(event) => setEndsAt(event.target.value)}
      />
      <label className="check">
        <input type="checkbox" checked={isPublic} onChange={(event) => setPublic(event.target.checked)} />
        {c.public}
      </label>
      <section className="preview" aria-label={c.preview}>
        <p className="muted">{c.preview}</p>
        <h3>{title[previewLanguage] || title.EN || '…'}</h3>
        <p>{content[previewLanguage] || content.EN || '…'}</p>
      </section>
      <div className="filters__actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t.working : editing ? c.saveChanges : c.save}
        </button>
        {editing && (
          <button type="button" onClick={onDone}>
            {c.cancel}
          </button>
        )}
      </div>
      <Failure message={failure} />
      {saved && (
        <p className="note" role="status">
          {saved}
        </p>
      )}
    </form>
  );
}
