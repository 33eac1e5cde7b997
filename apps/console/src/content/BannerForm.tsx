import { bannerGroups, linkageTypes, type OperatorBanner } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, Field } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { apiTime, localTime, TranslatedFields, writtenTexts } from './TranslatedFields';

type Linkage = (typeof linkageTypes)[number];

/** A banner's texts, link, order and schedule: a new one, or the one being edited (issue 25 "Content"). */
export function BannerForm({ editing, onDone }: { editing: OperatorBanner | null; onDone: () => void }) {
  const { t, signOut } = useConsole();
  const c = t.content;
  const queries = useQueryClient();
  const [groupName, setGroupName] = useState<string>(editing?.groupName ?? 'w_home');
  const [title, setTitle] = useState<Record<string, string>>(editing?.title ?? {});
  const [linkageType, setLinkageType] = useState<Linkage>(editing?.linkageType ?? 'NONE');
  const [linkTarget, setLinkTarget] = useState(editing?.linkTarget ?? '');
  const [sortOrder, setSortOrder] = useState(String(editing?.sortOrder ?? 0));
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [startsAt, setStartsAt] = useState(localTime(editing?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localTime(editing?.endsAt ?? null));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      const banner = await api.saveBanner(editing?.id ?? null, {
        groupName: groupName as OperatorBanner['groupName'],
        title: writtenTexts(title),
        linkageType,
        linkTarget: linkageType === 'NONE' ? null : linkTarget.trim() || null,
        sortOrder: Number(sortOrder) || 0,
        enabled,
        startsAt: apiTime(startsAt),
        endsAt: apiTime(endsAt),
      });
      setSaved(fill(c.saved, { state: c.states[banner.state] }));
      await queries.invalidateQueries({ queryKey: ['banners'] });
      if (editing) onDone();
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="banner-form-title">
      <h2 id="banner-form-title">{editing ? fill(c.editing, { id: editing.id }) : c.newBanner}</h2>
      <label className="field">
        <span className="field__label">{c.columns.group}</span>
        <select className="field__input" value={groupName} onChange={(event) => setGroupName(event.target.value)}>
          {bannerGroups.map((group) => (
            <option key={group} value={group}>
              {c.groups[group]}
            </option>
          ))}
        </select>
      </label>
      <TranslatedFields label={c.titleIn} values={title} onChange={setTitle} />
      <label className="field">
        <span className="field__label">{c.linkage}</span>
        <select
          className="field__input"
          value={linkageType}
          onChange={(event) => setLinkageType(event.target.value as Linkage)}
        >
          {linkageTypes.map((type) => (
            <option key={type} value={type}>
              {c.linkages[type]}
            </option>
          ))}
        </select>
      </label>
      {linkageType !== 'NONE' && (
        <Field
          label={c.linkTarget}
          value={linkTarget}
          onChange={(event) => setLinkTarget(event.target.value)}
          required
        />
      )}
      <Field
        label={c.columns.order}
        type="number"
        min={0}
        max={999}
        value={sortOrder}
        onChange={(event) => setSortOrder(event.target.value)}
      />
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
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {c.enabled}
      </label>
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
