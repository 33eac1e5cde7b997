import { missionStatuses, type OperatorMission } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../api';
import { useCurrency } from '../cashier/queue';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import '../desk/desk.css';
import { Note } from '../Field';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { MissionForm } from './MissionForm';
import { RowActions } from './RowActions';
import { textIn, useGoalText } from './texts';

const withoutTab = (query: Record<string, string>) => ({ ...query, tab: '' });

/**
 * The site's missions (issue 25 "Content"): the list with its status filter in the URL and CSV, the form to define a
 * new one or change the one picked, and retiring one after a confirm step. Content operators and owners write.
 */
export function MissionsTab() {
  const { t, self } = useConsole();
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const currency = useCurrency();
  const queries = useQueryClient();
  const language = self.site.languages[0] ?? 'EN';
  const goalText = useGoalText();
  const [editing, setEditing] = useState<OperatorMission | null>(null);
  const [retiring, setRetiring] = useState<OperatorMission | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const list = usePagedList(['tab', 'status'], ['missions'], api.missions, withoutTab);

  const columns: ColumnDef<OperatorMission>[] = [
    { id: 'code', header: e.columns.code, cell: ({ row }) => <code>{row.original.code}</code> },
    { id: 'title', header: e.columns.title, cell: ({ row }) => textIn(row.original.titles, language) },
    { id: 'period', header: e.columns.period, cell: ({ row }) => e.periods[row.original.period] },
    { id: 'goal', header: e.columns.goal, cell: ({ row }) => goalText(row.original.goal) },
    { id: 'reward', header: e.columns.reward, cell: ({ row }) => formatMinor(row.original.reward, currency) },
    {
      id: 'status',
      header: e.status,
      cell: ({ row }) => (
        <span className={`badge badge--content-${row.original.status === 'active' ? 'live' : 'ended'}`}>
          {e.missionStatuses[row.original.status]}
        </span>
      ),
    },
    {
      id: 'actions',
      header: e.columns.actions,
      cell: ({ row }) =>
        writes ? (
          <RowActions
            code={row.original.code}
            edit={{ label: e.edit, onClick: () => setEditing(row.original) }}
            end={
              row.original.status === 'active'
                ? { label: e.retire, onClick: () => setRetiring(row.original) }
                : undefined
            }
          />
        ) : null,
    },
  ];

  return (
    <>
      <FilterBar
        values={list.filters.values}
        onApply={(values) => list.filters.onApply({ ...values, tab: 'missions' })}
        fields={[selectFilter('status', e.status, e.anyStatus, missionStatuses, e.missionStatuses)]}
      />
      <Note wide>{note}</Note>
      <div className="content-grid">
        <DataTable
          caption={e.tabs.missions}
          columns={columns}
          {...list.table}
          csv={{
            fileName: 'missions.csv',
            header: [e.columns.code, e.columns.title, e.columns.period, e.columns.goal, e.columns.reward, e.status],
            rows: () => list.everyPage(),
            row: (item) => [
              item.code,
              textIn(item.titles, language),
              item.period,
              goalText(item.goal),
              item.reward,
              item.status,
            ],
          }}
        />
        {writes && <MissionForm key={editing?.code ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      </div>
      {retiring && (
        <ConfirmDialog
          title={fill(e.retireTitle, { code: retiring.code })}
          text={
            <>
              <p>{textIn(retiring.titles, language)}</p>
              <p>{e.retireText}</p>
            </>
          }
          confirm={e.retire}
          danger
          onConfirm={async () => {
            await api.retireMission(retiring.code);
            setNote(fill(e.retired, { code: retiring.code }));
            await queries.invalidateQueries({ queryKey: ['missions'] });
          }}
          onClose={() => setRetiring(null)}
        />
      )}
    </>
  );
}
