import type { OperatorCustomerService } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { RowActions } from '../content/RowActions';
import { TranslatedFields, writtenTexts } from '../content/TranslatedFields';
import { Failure, Field, Note, SelectField } from '../Field';
import { FormFooter } from '../FormFooter';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { useAction } from '../use-action';
import { onePage, siteListKeys, siteListsApi } from './site-lists-api';
import './site-lists.css';

type Channel = OperatorCustomerService;
const csTypes = ['LIVECHAT', 'TELEGRAM'] as const;

/**
 * A site's customer-service channels (issue 25 "Sites"): the list in the members' order, and beside it the form to
 * add one or change the one picked. Members see a change at once (the side menu, the service list).
 */
export function ServiceChannelsTab({ code }: { code: string }) {
  const { t, self, signOut } = useConsole();
  const s = t.siteLists;
  const c = s.service;
  const writes = useMay('sites', 'POST');
  const queries = useQueryClient();
  const key = siteListKeys.customerServices(code);
  const list = useApiQuery(key, () => siteListsApi.customerServices(code));
  const [editing, setEditing] = useState<Channel | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const removing = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const language = self.site.languages[0] ?? 'EN';

  const remove = (channel: Channel) =>
    removing.run(async () => {
      setNote(null);
      await siteListsApi.removeCustomerService(code, channel.id);
      if (editing?.id === channel.id) setEditing(null);
      await queries.invalidateQueries({ queryKey: key });
      setNote(s.removed);
    });

  const columns: ColumnDef<Channel>[] = [
    { id: 'sort', header: s.sort, cell: ({ row }) => row.original.sort },
    { id: 'type', header: c.type, cell: ({ row }) => c.types[row.original.csType] },
    { id: 'label', header: c.label, cell: ({ row }) => row.original.title },
    {
      id: 'title',
      header: c.titles,
      cell: ({ row }) => row.original.titles[language as keyof Channel['titles']] ?? row.original.title,
    },
    { id: 'path', header: c.path, cell: ({ row }) => <span className="site-lists__url">{row.original.path}</span> },
    ...(writes
      ? [
          {
            id: 'actions',
            header: s.actions,
            cell: ({ row }: { row: { original: Channel } }) => (
              <RowActions
                code={row.original.title}
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
      <p className="muted">{c.intro}</p>
      <DataTable
        caption={s.tabs.service}
        columns={columns}
        page={onePage(list.data)}
        loading={list.isFetching}
        failure={list.failure}
        onRetry={() => void list.refetch()}
        onPage={() => undefined}
        csv={{
          fileName: `${code.toLowerCase()}-service-channels.csv`,
          header: [s.sort, c.type, c.label, ...self.site.languages, c.path],
          rows: async () => list.data ?? (await siteListsApi.customerServices(code)),
          row: (entry) => [
            entry.sort,
            entry.csType,
            entry.title,
            ...self.site.languages.map((lang) => entry.titles[lang as keyof Channel['titles']] ?? ''),
            entry.path,
          ],
        }}
      />
      <Failure message={removing.failure} />
      <Note>{note}</Note>
      {writes ? (
        <ChannelForm key={editing?.id ?? 'new'} code={code} channel={editing} onDone={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function ChannelForm({ code, channel, onDone }: { code: string; channel: Channel | null; onDone: () => void }) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const c = s.service;
  const queries = useQueryClient();
  const [csType, setCsType] = useState<Channel['csType']>(channel?.csType ?? 'LIVECHAT');
  const [title, setTitle] = useState(channel?.title ?? '');
  const [titles, setTitles] = useState<Record<string, string>>(channel?.titles ?? {});
  const [path, setPath] = useState(channel?.path ?? '');
  const [sort, setSort] = useState(channel ? String(channel.sort) : '');
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const heading = channel ? fill(c.editTitle, { name: channel.title }) : c.addTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSaved(null);
      const body = {
        csType,
        title: title.trim(),
        titles: writtenTexts(titles),
        path: path.trim(),
        ...(sort.trim() === '' ? {} : { sort: Number(sort) }),
      };
      await siteListsApi.saveCustomerService(code, channel?.id ?? null, body);
      await queries.invalidateQueries({ queryKey: siteListKeys.customerServices(code) });
      setSaved(s.saved);
      if (channel) onDone();
      else {
        setTitle('');
        setTitles({});
        setPath('');
        setSort('');
      }
    });
  };

  return (
    <form className="panel site-lists__form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <div className="sites-form__fields">
        <SelectField label={c.type} value={csType} options={csTypes} nameOf={(v) => c.types[v]} onChange={setCsType} />
        <Field label={c.label} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={60} />
        <TranslatedFields label={c.title} values={titles} onChange={setTitles} />
        <Field
          label={c.path}
          type="url"
          value={path}
          onChange={(e) => setPath(e.target.value)}
          required
          maxLength={500}
          pattern="https://.+"
        />
        <Field label={s.sort} type="number" min={0} max={999} value={sort} onChange={(e) => setSort(e.target.value)} />
      </div>
      <FormFooter
        busy={busy}
        submit={channel ? s.save : s.add}
        cancel={channel ? { label: s.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}
