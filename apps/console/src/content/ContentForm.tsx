import type { ContentState } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useConsole } from '../console-context';
import { Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/**
 * The form of a banner or an announcement around its own fields: the heading (new, or the one being edited), the
 * save with the state the item is in after it, the list read again, and an edit closed once saved or cancelled.
 */
export function ContentForm({
  titleId,
  newTitle,
  editing,
  onDone,
  list,
  save,
  children,
}: {
  titleId: string;
  newTitle: string;
  editing: { id: string } | null;
  onDone: () => void;
  /** The list the item stands in (its query key), read again after a save. */
  list: 'banners' | 'announcements';
  save: () => Promise<{ state: ContentState }>;
  children: ReactNode;
}) {
  const { t, signOut } = useConsole();
  const c = t.content;
  const queries = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      const item = await save();
      setSaved(fill(c.saved, { state: c.states[item.state] }));
      await queries.invalidateQueries({ queryKey: [list] });
      if (editing) onDone();
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId}>{editing ? fill(c.editing, { id: editing.id }) : newTitle}</h2>
      {children}
      <FormFooter
        busy={busy}
        submit={editing ? c.saveChanges : c.save}
        cancel={editing ? { label: c.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}

/** When an item shows, as the operator's local date-time inputs hold it (empty: from now, or with no end). */
export interface Schedule {
  startsAt: string;
  endsAt: string;
}

/** The API's time as a local date-time input's value. */
function localTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const offset = at.getTimezoneOffset() * 60_000;
  return new Date(at.getTime() - offset).toISOString().slice(0, 16);
}
/** A local date-time input's value as the API's time (the operator's zone), or null when empty. */
const apiTime = (local: string) => (local ? new Date(local).toISOString() : null);

/** The schedule of the item being edited, or an empty one. */
export const scheduleOf = (editing: { startsAt: string | null; endsAt: string | null } | null): Schedule => ({
  startsAt: localTime(editing?.startsAt ?? null),
  endsAt: localTime(editing?.endsAt ?? null),
});
/** The schedule as the API takes it. */
export const apiSchedule = (schedule: Schedule) => ({
  startsAt: apiTime(schedule.startsAt),
  endsAt: apiTime(schedule.endsAt),
});

/** The start and end of an item's schedule. */
export function ScheduleFields({ schedule, onChange }: { schedule: Schedule; onChange: (next: Schedule) => void }) {
  const { t } = useConsole();
  const c = t.content;
  return (
    <>
      <Field
        label={c.columns.starts}
        type="datetime-local"
        value={schedule.startsAt}
        onChange={(event) => onChange({ ...schedule, startsAt: event.target.value })}
      />
      <Field
        label={c.columns.ends}
        type="datetime-local"
        value={schedule.endsAt}
        onChange={(event) => onChange({ ...schedule, endsAt: event.target.value })}
      />
    </>
  );
}
