import type { OperatorCustomerService } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { TranslatedFields, writtenTexts } from '../content/TranslatedFields';
import { Field, SelectField } from '../Field';
import { fill } from '../strings';
import { EditableSiteList, SiteListEntryForm } from './SiteListEditor';
import { siteListKeys, siteListsApi } from './site-lists-api';

type Channel = OperatorCustomerService;
const csTypes = ['LIVECHAT', 'TELEGRAM'] as const;

/**
 * A site's customer-service channels (issue 25 "Sites"): the list in the members' order, and beside it the form to
 * add one or change the one picked. Members see a change at once (the side menu, the service list).
 */
export function ServiceChannelsTab({ code }: { code: string }) {
  const { t, self } = useConsole();
  const s = t.siteLists;
  const c = s.service;
  const language = self.site.languages[0] ?? 'EN';
  const titleIn = (channel: Channel, lang: string) => channel.titles[lang as keyof Channel['titles']];

  const columns: ColumnDef<Channel>[] = [
    { id: 'sort', header: s.sort, cell: ({ row }) => row.original.sort },
    { id: 'type', header: c.type, cell: ({ row }) => c.types[row.original.csType] },
    { id: 'label', header: c.label, cell: ({ row }) => row.original.title },
    { id: 'title', header: c.titles, cell: ({ row }) => titleIn(row.original, language) ?? row.original.title },
    { id: 'path', header: c.path, cell: ({ row }) => <span className="site-lists__url">{row.original.path}</span> },
  ];

  return (
    <EditableSiteList
      intro={c.intro}
      caption={s.tabs.service}
      queryKey={siteListKeys.customerServices(code)}
      load={() => siteListsApi.customerServices(code)}
      columns={columns}
      csv={{
        fileName: `${code.toLowerCase()}-service-channels.csv`,
        header: [s.sort, c.type, c.label, ...self.site.languages, c.path],
        row: (entry) => [
          entry.sort,
          entry.csType,
          entry.title,
          ...self.site.languages.map((lang) => titleIn(entry, lang) ?? ''),
          entry.path,
        ],
      }}
      nameOf={(channel) => channel.title}
      remove={(channel) => siteListsApi.removeCustomerService(code, channel.id)}
      form={(editing, onDone) => <ChannelForm code={code} channel={editing} onDone={onDone} />}
    />
  );
}

function ChannelForm({ code, channel, onDone }: { code: string; channel: Channel | null; onDone: () => void }) {
  const { t } = useConsole();
  const s = t.siteLists;
  const c = s.service;
  const [csType, setCsType] = useState<Channel['csType']>(channel?.csType ?? 'LIVECHAT');
  const [title, setTitle] = useState(channel?.title ?? '');
  const [titles, setTitles] = useState<Record<string, string>>(channel?.titles ?? {});
  const [path, setPath] = useState(channel?.path ?? '');
  const [sort, setSort] = useState(channel ? String(channel.sort) : '');

  const save = () =>
    siteListsApi.saveCustomerService(code, channel?.id ?? null, {
      csType,
      title: title.trim(),
      titles: writtenTexts(titles),
      path: path.trim(),
      ...(sort.trim() === '' ? {} : { sort: Number(sort) }),
    });
  const reset = () => {
    setTitle('');
    setTitles({});
    setPath('');
    setSort('');
  };

  return (
    <SiteListEntryForm
      heading={channel ? fill(c.editTitle, { name: channel.title }) : c.addTitle}
      queryKey={siteListKeys.customerServices(code)}
      editing={channel !== null}
      save={save}
      reset={reset}
      onDone={onDone}
    >
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
    </SiteListEntryForm>
  );
}
