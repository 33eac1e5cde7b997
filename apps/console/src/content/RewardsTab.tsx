import type { MallRewardState, OperatorReward } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import '../desk/desk.css';
import { Note } from '../Field';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { dateTime } from '../when';
import { wholePage } from './EngageForm';
import { RewardForm } from './RewardForm';
import { RowActions } from './RowActions';
import { rewardsApi, rewardsKey } from './rewards-api';
import { textIn } from './texts';
import './rewards.css';

/** The content list's badge for each state (a retired reward looks as switched-off content does). */
const stateBadge: Record<MallRewardState, string> = {
  live: 'live',
  scheduled: 'scheduled',
  ended: 'ended',
  retired: 'off',
};

/**
 * The points mall's rewards (issue 25 "Content"): the offered ones in the mall's order, then the retired, each with
 * its schedule and state; created, edited (schedule included) and restocked beside the list, retired after a confirm
 * step. Content operators and owners write.
 */
export function RewardsTab() {
  const { t, self } = useConsole();
  const m = t.rewards.mall;
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const queries = useQueryClient();
  const language = self.site.languages[0] ?? 'EN';
  const rewards = useApiQuery([rewardsKey], rewardsApi.rewards);
  const [editing, setEditing] = useState<OperatorReward | 'new' | null>(null);
  const [retiring, setRetiring] = useState<OperatorReward | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const unitOf = (reward: OperatorReward) => textIn(reward.units, language) || reward.unit;

  const columns: ColumnDef<OperatorReward>[] = [
    { id: 'id', header: '#', cell: ({ row }) => row.original.id },
    { id: 'name', header: e.columns.name, cell: ({ row }) => textIn(row.original.names, language) },
    { id: 'unit', header: e.columns.unit, cell: ({ row }) => unitOf(row.original) },
    { id: 'points', header: e.columns.points, cell: ({ row }) => row.original.requiredPoints },
    { id: 'stock', header: e.columns.stock, cell: ({ row }) => row.original.stock },
    { id: 'order', header: e.columns.order, cell: ({ row }) => row.original.sortOrder },
    {
      id: 'schedule',
      header: m.schedule,
      cell: ({ row }) => (
        <span className="schedule">
          <span>{dateTime(row.original.startsAt)}</span>
          <span className="muted">{dateTime(row.original.endsAt)}</span>
        </span>
      ),
    },
    {
      id: 'state',
      header: m.state,
      cell: ({ row }) => (
        <span className={`badge badge--content-${stateBadge[row.original.state]}`}>{m.states[row.original.state]}</span>
      ),
    },
    {
      id: 'actions',
      header: e.columns.actions,
      cell: ({ row }) =>
        writes ? (
          <RowActions
            code={`#${row.original.id}`}
            edit={{ label: e.edit, onClick: () => setEditing(row.original) }}
            end={row.original.retiredAt ? undefined : { label: m.retire, onClick: () => setRetiring(row.original) }}
          />
        ) : null,
    },
  ];

  return (
    <>
      <Note wide>{note}</Note>
      {writes && (
        <p>
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {m.add}
          </button>
        </p>
      )}
      <div className="content-grid">
        <DataTable
          caption={m.caption}
          columns={columns}
          page={wholePage(rewards.data)}
          loading={rewards.isFetching}
          failure={rewards.failure}
          onRetry={() => void rewards.refetch()}
          onPage={() => undefined}
          csv={{
            fileName: 'mall-rewards.csv',
            header: [
              '#',
              e.columns.name,
              e.columns.unit,
              e.columns.points,
              e.columns.stock,
              m.starts,
              m.ends,
              m.state,
              m.retiredAt,
            ],
            rows: async () => rewards.data ?? (await rewardsApi.rewards()),
            row: (item) => [
              item.id,
              textIn(item.names, language),
              item.unit,
              item.requiredPoints,
              item.stock,
              item.startsAt ?? '',
              item.endsAt ?? '',
              m.states[item.state],
              item.retiredAt ?? '',
            ],
          }}
        />
        {writes && editing && (
          <RewardForm
            key={editing === 'new' ? 'new' : editing.id}
            reward={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </div>
      {retiring && (
        <ConfirmDialog
          title={fill(m.retireTitle, { id: retiring.id })}
          text={
            <>
              <p>{textIn(retiring.names, language)}</p>
              <p>{m.retireText}</p>
            </>
          }
          confirm={m.retire}
          danger
          onConfirm={async () => {
            await rewardsApi.retire(retiring.id);
            setNote(fill(m.retired, { id: retiring.id }));
            await queries.invalidateQueries({ queryKey: [rewardsKey] });
          }}
          onClose={() => setRetiring(null)}
        />
      )}
    </>
  );
}
