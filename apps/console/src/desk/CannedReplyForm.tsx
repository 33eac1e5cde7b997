import { type CannedReply, chatMessageMax, type Language } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/** A new canned reply (editing null) in one of the site's languages, or a change of the one picked in the list. */
export function CannedReplyForm({ editing, onDone }: { editing: CannedReply | null; onDone: () => void }) {
  const { t, self, signOut } = useConsole();
  const c = t.desk.canned;
  const queries = useQueryClient();
  const languages = self.site.languages as Language[];
  const [language, setLanguage] = useState<Language>(editing?.language ?? languages[0] ?? 'EN');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [order, setOrder] = useState(String(editing?.sortOrder ?? 0));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      const answer = await api.saveCannedReply(editing?.id ?? null, {
        language,
        title: title.trim(),
        body: body.trim(),
        sortOrder: Number(order) || 0,
      });
      await queries.invalidateQueries({ queryKey: ['desk', 'canned'] });
      setSaved(fill(c.saved, { title: answer.title }));
      if (editing) onDone();
      else {
        setTitle('');
        setBody('');
      }
    });
  };

  return (
    <form className="panel desk-canned-form" onSubmit={submit} aria-labelledby="canned-form-title">
      <h2 id="canned-form-title">{editing ? c.change : c.add}</h2>
      <SelectField
        label={c.language}
        value={language}
        options={languages}
        nameOf={(code) => t.siteSection.languageNames[code]}
        onChange={setLanguage}
      />
      <Field
        label={c.titleField}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        maxLength={60}
      />
      <label className="field">
        <span className="field__label">{c.body}</span>
        <textarea
          className="field__input"
          rows={4}
          required
          maxLength={chatMessageMax}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </label>
      <Field
        label={c.order}
        type="number"
        min={0}
        max={999}
        value={order}
        onChange={(event) => setOrder(event.target.value)}
      />
      <FormFooter
        busy={busy}
        submit={c.save}
        cancel={editing ? { label: c.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}
