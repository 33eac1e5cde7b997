import { linkResourceTypes, type OperatorResource } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { fill } from '../strings';
import { EditableSiteList, SiteListEntryForm } from './SiteListEditor';
import { siteListKeys, siteListsApi } from './site-lists-api';

type Resource = OperatorResource;

/**
 * A site's links (issue 25 "Sites"): social pages and Telegram, in the members' order, with the form to add one or
 * change the one picked. The native app packages have their own page and are not listed here.
 */
export function ResourcesTab({ code }: { code: string }) {
  const { t } = useConsole();
  const s = t.siteLists;
  const r = s.resources;

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
  ];

  return (
    <EditableSiteList
      intro={r.intro}
      caption={s.tabs.resources}
      queryKey={siteListKeys.resources(code)}
      load={() => siteListsApi.resources(code)}
      columns={columns}
      csv={{
        fileName: `${code.toLowerCase()}-resources.csv`,
        header: [s.sort, r.type, r.label, r.url],
        row: (entry) => [entry.sort, entry.resourceType, entry.labelNameEn, entry.url],
      }}
      nameOf={(resource) => resource.labelNameEn}
      remove={(resource) => siteListsApi.removeResource(code, resource.id)}
      form={(editing, onDone) => <ResourceForm code={code} resource={editing} onDone={onDone} />}
    />
  );
}

function ResourceForm({ code, resource, onDone }: { code: string; resource: Resource | null; onDone: () => void }) {
  const { t } = useConsole();
  const s = t.siteLists;
  const r = s.resources;
  const [type, setType] = useState<Resource['resourceType']>(resource?.resourceType ?? linkResourceTypes[0]);
  const [label, setLabel] = useState(resource?.labelNameEn ?? '');
  const [url, setUrl] = useState(resource?.url ?? '');
  const [sort, setSort] = useState(resource ? String(resource.sort) : '');

  const save = () =>
    siteListsApi.saveResource(code, resource?.id ?? null, {
      resourceType: type,
      labelNameEn: label.trim(),
      url: url.trim(),
      ...(sort.trim() === '' ? {} : { sort: Number(sort) }),
    });
  const reset = () => {
    setLabel('');
    setUrl('');
    setSort('');
  };

  return (
    <SiteListEntryForm
      heading={resource ? fill(r.editTitle, { name: resource.labelNameEn }) : r.addTitle}
      queryKey={siteListKeys.resources(code)}
      editing={resource !== null}
      save={save}
      reset={reset}
      onDone={onDone}
    >
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
    </SiteListEntryForm>
  );
}
