import type { AuditEntry } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { api, type ListQuery } from '../api';
import { useConsole } from '../console-context';
import { PageHead } from '../PageHead';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';

const filterNames = ['operator', 'action', 'subject', 'from', 'to'];

/** The URL's days as the API's times: from the start of `from` to the end of `to`, in the operator's time zone. */
function callQuery(query: ListQuery): ListQuery {
  const { from, to, ...rest } = query;
  return {
    ...rest,
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
  };
}

/** The site's audit log (issue 25): filtered by operator, action, object and days; newest first. */
export function AuditPage() {
  const { t } = useConsole();
  const audit = usePagedList(filterNames, ['audit'], api.audit, callQuery);
  const a = t.audit;
  const c = a.columns;
  const columns: ColumnDef<AuditEntry>[] = [
    { id: 'at', header: c.at, cell: ({ row }) => dateTime(row.original.at) },
    { id: 'operator', header: c.operator, cell: ({ row }) => row.original.operator },
    { id: 'action', header: c.action, cell: ({ row }) => <code>{row.original.action}</code> },
    { id: 'subject', header: c.subject, cell: ({ row }) => row.original.subject ?? '–' },
    { id: 'ip', header: c.ip, cell: ({ row }) => row.original.ip ?? '–' },
    {
      id: 'details',
      header: c.details,
      cell: ({ row }) => {
        const details = JSON.stringify(row.original.details);
        return (
          <code className="details" title={details}>
            {details}
          </code>
        );
      },
    },
  ];

  return (
    <section className="page" aria-labelledby="audit-title">
      <PageHead id="audit-title" title={a.title} intro={a.intro} />
      <FilterBar
        {...audit.filters}
        fields={[
          { name: 'operator', label: a.operator },
          { name: 'action', label: a.action },
          { name: 'subject', label: a.subject },
          { name: 'from', label: a.from, type: 'date' },
          { name: 'to', label: a.to, type: 'date' },
        ]}
      />
      <DataTable
        caption={a.title}
        columns={columns}
        {...audit.table}
        csv={{
          fileName: 'audit.csv',
          header: Object.values(c),
          rows: () => audit.everyPage(200),
          row: (entry) => [
            entry.at,
            entry.operator,
            entry.action,
            entry.subject,
            entry.ip,
            JSON.stringify(entry.details),
          ],
        }}
      />
    </section>
  );
}
