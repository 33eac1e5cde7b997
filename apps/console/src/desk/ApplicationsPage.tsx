import type { PromotionApplication } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api, type ListQuery } from '../api';
import { useConsole, useMay } from '../console-context';
import { Note } from '../Field';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';
import { ApplicationDecisionDialog } from './ApplicationDecisionDialog';
import { ApplicationImages } from './ApplicationImages';

type State = PromotionApplication['state'];
const allStates = 'all';
/** The URL's filters as the call's: the waiting ones when no state is picked, every state for "all". */
const toCall = (query: ListQuery): ListQuery => {
  const state = query.state ?? '';
  return { ...query, state: state === allStates ? '' : state || 'applying' };
};

/**
 * Promotion applications (issue 25): the waiting ones by default (`state` in the URL), their images read with the
 * operator's token, and Approve (the bonus is issued at once) or Reject with the reason the member reads, each
 * after a confirm step. The server filters and pages the list.
 */
export function ApplicationsPage() {
  const { t } = useConsole();
  const d = t.desk;
  const a = d.applications;
  const writes = useMay('service', 'POST');
  const queries = useQueryClient();
  const list = usePagedList(['state', 'username'], ['desk', 'applications'], api.applications, toCall);
  const [viewing, setViewing] = useState<PromotionApplication | null>(null);
  const [deciding, setDeciding] = useState<{ row: PromotionApplication; kind: 'approve' | 'reject' } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reload = () => queries.invalidateQueries({ queryKey: ['desk', 'applications'] });

  const columns: ColumnDef<PromotionApplication>[] = [
    { id: 'id', header: '#', cell: ({ row }) => row.original.id },
    { id: 'createdAt', header: d.created, cell: ({ row }) => dateTime(row.original.createdAt) },
    { id: 'username', header: d.member, cell: ({ row }) => row.original.username },
    { id: 'promotion', header: a.promotion, cell: ({ row }) => row.original.promotion },
    {
      id: 'comment',
      header: a.comment,
      cell: ({ row }) => <span className="desk-clip desk-clip--wide">{row.original.comment}</span>,
    },
    {
      id: 'images',
      header: a.images,
      cell: ({ row }) =>
        row.original.images > 0 ? (
          <button type="button" className="link" onClick={() => setViewing(row.original)}>
            {fill(a.showImages, { count: row.original.images })}
          </button>
        ) : (
          a.noImages
        ),
    },
    {
      id: 'state',
      header: d.status,
      cell: ({ row }) => (
        <span className={`badge badge--app-${row.original.state}`}>{a.states[row.original.state]}</span>
      ),
    },
  ];
  const actions: ColumnDef<PromotionApplication> = {
    id: 'actions',
    header: d.actions,
    cell: ({ row }) =>
      row.original.state === 'applying' ? (
        <div className="desk-row-actions">
          <button
            type="button"
            className="primary"
            onClick={() => {
              setDone(null);
              setDeciding({ row: row.original, kind: 'approve' });
            }}
          >
            {d.approve}
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => {
              setDone(null);
              setDeciding({ row: row.original, kind: 'reject' });
            }}
          >
            {d.reject}
          </button>
        </div>
      ) : null,
  };

  return (
    <>
      <FilterBar
        {...list.filters}
        fields={[
          {
            name: 'state',
            label: d.status,
            type: 'select',
            options: [
              { value: '', label: a.states.applying },
              ...(['process', 'done', 'rejected'] as const satisfies State[]).map((value) => ({
                value,
                label: a.states[value],
              })),
              { value: allStates, label: d.anyStatus },
            ],
          },
          { name: 'username', label: d.memberStarts },
        ]}
      />
      <Note wide>{done}</Note>
      <DataTable
        caption={d.tabs.applications}
        columns={writes ? [...columns, actions] : columns}
        {...list.table}
        csv={{
          fileName: 'applications.csv',
          header: ['#', d.created, d.member, a.promotion, a.comment, a.images, d.status],
          rows: () => list.everyPage(),
          row: (item) => [
            item.id,
            item.createdAt,
            item.username,
            item.promotion,
            item.comment,
            item.images,
            item.state,
          ],
        }}
      />
      {viewing && <ApplicationImages key={viewing.id} application={viewing} onClose={() => setViewing(null)} />}
      {deciding && (
        <ApplicationDecisionDialog
          application={deciding.row}
          kind={deciding.kind}
          onClose={() => setDeciding(null)}
          onDecided={async () => {
            const decision = deciding.kind === 'approve' ? a.states.process : a.states.rejected;
            setDone(fill(a.decided, { id: deciding.row.id, member: deciding.row.username, decision }));
            await reload();
          }}
          onRefused={reload}
        />
      )}
    </>
  );
}
