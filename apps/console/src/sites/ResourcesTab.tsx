import { linkResourceTypes, type OperatorResource } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { RowActions } from '../content/RowActions';
import { Failure, Field, Note, SelectField } from '../Field';
import { FormFooter } from '../FormFooter';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { useAction } from '../use-action';
import { onePage, siteListKeys, siteListsApi } from './site-lists-api';
import './site-lists.css';

type Resource = OperatorResource;

/**
 * A site's links (issue 25 "Sites"): social pages and Telegram, in the members' order, with the form to add one or
 * change the one picked. The native app packages have their own page and are not listed here.
 */
export function ResourcesTab({ code }: { code: string }) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const r = s.resources;
  const writes = useMay('sites', 'POST');
  const queries = useQueryClient();
  const key = siteListKeys.resources(code);
  const list = useApiQuery(key, () => siteListsApi.resources(code));
  const [editing, setEditing] = useState<Resource | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const removing = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const remove = (resource: Resource) =>
    removing.run(async () => {
      setNote(null);
      await siteListsApi.removeResource(code, resource.id);
      if (editing?.id === resource.id) setEditing(null);
      await queries.invalidateQueries({ queryKey: key });
      setNote(s.removed);
    });

  const columns: ColumnDef<Resource>[] = [
    { id: 'sort', header: s.sort, cell: ({ row }) => row.original.sort },
    { id: 'type', header: r.type, cell: ({ row }) => row.original.resourceType },
    { id: 'label', header: r.label, cell: ({ row }) => row.original.labelNameEn },
    {
      id: 'url',
      header: r.url,
      cell: ({ row }) => (
        <a className="site-lists__url" href={row.original.url} target="_blank" rel="noopener noreferrer">
          {row.original.url}
        </a>
      ),
    },
    ...(writes
      ? [
          {
            id: 'actions',
            header: s.actions,
            cell: ({ row }: { row: { original: Resource } }) => (
              <RowActions
                code={row.original.labelNameEn}
                edit={{ label: s.edit, onClick: () => setEditing(row.original) }}
                end={{ label: s.remove, onClick: () => void remove(row.original) }}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="site-lists">
      <p className="muted">{r.intro}</p>
      <DataTable
        caption={s.tabs.resources}
        columns={columns}
        page={onePage(list.data)}
        loading={list.isFetching}
        failure={list.failure}
        onRetry={() => void list.refetch()}
        onPage={() => undefined}
        csv={{
          fileName: `${code.toLowerCase()}-resources.csv`,
          header: [s.sort, r.type, r.label, r.url],
          rows: async () => list.data ?? (await siteListsApi.resources(code)),
          row: (entry) => [entry.sort, entry.resourceType, entry.labelNameEn, entry.url],
        }}
      />
      <Failure message={removing.failure} />
      <Note>{note}</Note>
      {writes ? (
        <ResourceForm key={editing?.id ?? 'new'} code={code} resource={editing} onDone={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function ResourceForm({ code, resource, onDone }: { code: string; resource: Resource | null; onDone: () => void }) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const r = s.resources;
  const queries = useQueryClient();
  const [type, setType] = useState<Resource['resourceType']>(resource?.resourceType ?? linkResourceTypes[0]);
  const [label, setLabel] = useState(resource?.labelNameEn ?? '');
  const [url, setUrl] = useState(resource?.url ?? '');
  const [sort, setSort] = useState(resource ? String(resource.sort) : '');
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const heading = resource ? fill(r.editTitle, { name: resource.labelNameEn }) : r.addTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSaved(null);
      const body = {
        resourceType: type,
        labelNameEn: label.trim(),
        url: url.trim(),
        ...(sort.trim() === '' ? {} : { sort: Number(sort) }),
      };
      await siteListsApi.saveResource(code, resource?.id ?? null, body);
      await queries.invalidateQueries({ queryKey: siteListKeys.resources(code) });
      setSaved(s.saved);
      if (resource) onDone();
      else {
        setLabel('');
        setUrl('');
        setSort('');
      }
    });
  };

  return (
    <form className="panel site-lists__form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <div className="sites-form__fields">
        <SelectField label={r.type} value={type} options={linkResourceTypes} nameOf={(v) => v} onChange={setType} />
        <Field label={r.label} value={label} onChange={(e) => setLabel(e.target.value)} required maxLength={60} />
        <Field
          label={r.url}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          maxLength={500}
          pattern="https://.+"
        />
        <Field label={s.sort} type="number" min={0} max={999} value={sort} onChange={(e) => setSort(e.target.value)} />
      </div>
      <FormFooter
        busy={busy}
        submit={resource ? s.save : s.add}
        cancel={resource ? { label: s.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}
