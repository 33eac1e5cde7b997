import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { RowActions } from '../content/RowActions';
import { Failure, Note } from '../Field';
import { FormFooter } from '../FormFooter';
import { useAction } from '../use-action';
import { SiteListTab } from './SiteListTab';

/**
 * A site's list whose entries are edited one at a time (links, service channels): each row can be picked into the
 * form below or removed, for the roles that change sites. The tab gives its columns, its CSV and its form.
 */
export function EditableSiteList<T extends { id: string }>({
  nameOf,
  remove,
  form,
  columns,
  ...table
}: {
  intro: string;
  caption: string;
  queryKey: QueryKey;
  load: () => Promise<T[]>;
  columns: ColumnDef<T>[];
  csv: { fileName: string; header: string[]; row: (entry: T) => unknown[] };
  /** How a row is named to a screen reader in its actions. */
  nameOf: (entry: T) => string;
  remove: (entry: T) => Promise<unknown>;
  /** The form for the entry picked, or for a new one (`null`); `onDone` ends the editing. */
  form: (editing: T | null, onDone: () => void) => ReactNode;
}) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const writes = useMay('sites', 'POST');
  const queries = useQueryClient();
  const [editing, setEditing] = useState<T | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const removing = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const removeEntry = (entry: T) =>
    removing.run(async () => {
      setNote(null);
      await remove(entry);
      if (editing?.id === entry.id) setEditing(null);
      await queries.invalidateQueries({ queryKey: table.queryKey });
      setNote(s.removed);
    });

  const actions: ColumnDef<T>[] = [
    {
      id: 'actions',
      header: s.actions,
      cell: ({ row }) => (
        <RowActions
          code={nameOf(row.original)}
          edit={{ label: s.edit, onClick: () => setEditing(row.original) }}
          end={{ label: s.remove, onClick: () => void removeEntry(row.original) }}
        />
      ),
    },
  ];

  return (
    <SiteListTab {...table} columns={writes ? [...columns, ...actions] : columns}>
      <Failure message={removing.failure} />
      <Note>{note}</Note>
      {/* Keyed by the entry: picking another one starts its form afresh. */}
      {writes ? <Fragment key={editing?.id ?? 'new'}>{form(editing, () => setEditing(null))}</Fragment> : null}
    </SiteListTab>
  );
}

/**
 * The form for one entry of a site's list: it saves, reads the list again, then ends the editing (an entry
 * picked) or empties itself for the next one (`reset`, a new entry).
 */
export function SiteListEntryForm({
  heading,
  queryKey,
  editing,
  save,
  reset,
  onDone,
  children,
}: {
  heading: string;
  queryKey: QueryKey;
  /** Whether the form changes an entry picked in the list, rather than adding one. */
  editing: boolean;
  save: () => Promise<unknown>;
  reset: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const queries = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSaved(null);
      await save();
      await queries.invalidateQueries({ queryKey });
      setSaved(s.saved);
      if (editing) onDone();
      else reset();
    });
  };

  return (
    <form className="panel site-lists__form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <div className="sites-form__fields">{children}</div>
      <FormFooter
        busy={busy}
        submit={editing ? s.save : s.add}
        cancel={editing ? { label: s.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}
