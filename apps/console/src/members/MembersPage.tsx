import { memberStatuses, type OperatorMemberRow } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { api } from '../api';
import { useConsole } from '../console-context';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { allPages, DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { useListParams } from '../table/list-params';
import { dateTime } from '../when';

const filterNames = ['username', 'mobile', 'email', 'realName', 'agent', 'status', 'registeredFrom', 'registeredTo'];
const sortable = new Set(['username', 'registeredAt', 'lastLoginAt']);

/** The member search (issue 25): filters, sort and page in the URL, paged by the server, exported as CSV. */
export function MembersPage() {
  const { t } = useConsole();
  const list = useListParams(filterNames);
  const members = useApiQuery(['members', list.query], () => api.members(list.query));
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
      <FilterBar
        values={list.query}
        onApply={list.setFilters}
        fields={[
          { name: 'username', label: m.username },
          { name: 'mobile', label: m.mobile, inputMode: 'numeric' },
          { name: 'email', label: m.email, inputMode: 'email' },
          { name: 'realName', label: m.realName },
          { name: 'agent', label: m.agent },
          {
            name: 'status',
            label: m.status,
            type: 'select',
            options: [
              { value: '', label: m.anyStatus },
              ...memberStatuses.map((status) => ({ value: status, label: t.statuses[status] })),
            ],
          },
          { name: 'registeredFrom', label: m.registeredFrom, type: 'date' },
          { name: 'registeredTo', label: m.registeredTo, type: 'date' },
        ]}
      />
      <DataTable
        caption={m.title}
        columns={columns}
        page={members.data}
        loading={members.isFetching}
        failure={members.failure}
        onRetry={() => void members.refetch()}
        sorting={list.sorting}
        onSorting={list.setSorting}
        onPage={list.setPage}
        csv={{
          fileName: 'members.csv',
          header: Object.values(c),
          rows: () => allPages((page) => api.members({ ...list.query, page: String(page), pageSize: '100' })),
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
