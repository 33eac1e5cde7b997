import { memberStatuses, type OperatorMemberRow } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { api } from '../api';
import { useConsole } from '../console-context';
import { PageHead } from '../PageHead';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';
import { OpenAgentForm } from './OpenAgentForm';

const filterNames = [
  'username',
  'mobile',
  'email',
  'realName',
  'agent',
  'tag',
  'address',
  'status',
  'registeredFrom',
  'registeredTo',
];
const sortable = new Set(['username', 'registeredAt', 'lastLoginAt']);

/** The member search (issue 25): filters, sort and page in the URL, paged by the server, exported as CSV. */
export function MembersPage() {
  const { t } = useConsole();
  const members = usePagedList(filterNames, ['members'], api.members);
  const c = t.members.columns;
  const shown: ColumnDef<OperatorMemberRow>[] = [
    {
      id: 'username',
      header: c.username,
      cell: ({ row }) => (
        <Link to={`/members/${encodeURIComponent(row.original.username)}`}>{row.original.username}</Link>
      ),
    },
    { id: 'realName', header: c.realName, cell: ({ row }) => row.original.realName ?? '–' },
    { id: 'mobile', header: c.mobile, cell: ({ row }) => row.original.mobile ?? '–' },
    { id: 'email', header: c.email, cell: ({ row }) => row.original.email ?? '–' },
    { id: 'agent', header: c.agent, cell: ({ row }) => row.original.agent ?? '–' },
    {
      id: 'status',
      header: c.status,
      cell: ({ row }) => (
        <span className={`badge badge--${row.original.status}`}>{t.statuses[row.original.status]}</span>
      ),
    },
    { id: 'vipLevel', header: c.vipLevel, cell: ({ row }) => row.original.vipLevel },
    { id: 'registeredAt', header: c.registeredAt, cell: ({ row }) => dateTime(row.original.registeredAt) },
    { id: 'lastLoginAt', header: c.lastLoginAt, cell: ({ row }) => dateTime(row.original.lastLoginAt) },
  ];
  const columns = shown.map((column) => ({ ...column, enableSorting: sortable.has(column.id ?? '') }));
  const m = t.members;

  return (
    <section className="page" aria-labelledby="members-title">
      <PageHead id="members-title" title={m.title} intro={m.intro} />
      <OpenAgentForm />
      <FilterBar
        {...members.filters}
        fields={[
          { name: 'username', label: m.username },
          { name: 'mobile', label: m.mobile, inputMode: 'numeric' },
          { name: 'email', label: m.email, inputMode: 'email' },
          { name: 'realName', label: m.realName },
          { name: 'agent', label: m.agent },
          { name: 'tag', label: t.memberMore.tagFilter },
          { name: 'address', label: t.memberMore.addressFilter },
          selectFilter('status', m.status, m.anyStatus, memberStatuses, t.statuses),
          { name: 'registeredFrom', label: m.registeredFrom, type: 'date' },
          { name: 'registeredTo', label: m.registeredTo, type: 'date' },
        ]}
      />
      <DataTable
        caption={m.title}
        columns={columns}
        {...members.table}
        sorting={members.list.sorting}
        onSorting={members.list.setSorting}
        csv={{
          fileName: 'members.csv',
          header: Object.values(c),
          rows: () => members.everyPage(),
          row: (item) => [
            item.username,
            item.realName,
            item.mobile,
            item.email,
            item.agent,
            item.status,
            item.vipLevel,
            item.registeredAt,
            item.lastLoginAt,
          ],
        }}
      />
    </section>
  );
}
