import type { OperatorVipLevelFull } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useCurrency } from '../cashier/queue';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import '../desk/desk.css';
import { Note } from '../Field';
import { formatMinor } from '../money';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { wholePage } from './EngageForm';
import { RowActions } from './RowActions';
import { rewardsApi, vipLevelsKey } from './rewards-api';
import { textIn } from './texts';
import './rewards.css';
import { VipLevelForm } from './VipLevelForm';

/**
 * The site's VIP levels (issue 25 "Content"): thresholds, benefits and names edited beside the list, a level added
 * above the top, the top level removed while nobody holds it. Content operators and owners write; others read.
 */
export function VipLevelsTab() {
  const { t, self } = useConsole();
  const r = t.rewards.levels;
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const currency = useCurrency();
  const queries = useQueryClient();
  const language = self.site.languages[0] ?? 'EN';
  const levels = useApiQuery([vipLevelsKey], rewardsApi.levels);
  const [editing, setEditing] = useState<OperatorVipLevelFull | 'new' | null>(null);
  const [removing, setRemoving] = useState<OperatorVipLevelFull | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const rows = levels.data ?? [];
  const top = rows.at(-1);
  const money = (minor: string) => formatMinor(minor, currency);

  const columns: ColumnDef<OperatorVipLevelFull>[] = [
    { id: 'level', header: e.columns.level, cell: ({ row }) => row.original.level },
    {
      id: 'name',
      header: e.columns.name,
      cell: ({ row }) => (
        <span className="badge">
          {fill(r.badge, {
            level: row.original.level,
            name: textIn(row.original.names, language) || row.original.name,
          })}
        </span>
      ),
    },
    { id: 'deposits', header: r.deposits, cell: ({ row }) => money(row.original.minDeposits) },
    { id: 'validBet', header: r.validBet, cell: ({ row }) => money(row.original.minValidBet) },
    { id: 'birthday', header: r.birthday, cell: ({ row }) => money(row.original.birthdayBonus) },
    { id: 'members', header: r.members, cell: ({ row }) => row.original.members },
    {
      id: 'actions',
      header: e.columns.actions,
      cell: ({ row }) =>
        writes ? (
          <RowActions
            code={`${e.columns.level} ${row.original.level}`}
            edit={{ label: e.edit, onClick: () => setEditing(row.original) }}
            end={
              row.original === top && row.original.level > 0 && row.original.members === 0
                ? { label: r.remove, onClick: () => setRemoving(row.original) }
                : undefined
            }
          />
        ) : null,
    },
  ];

  return (
    <>
      <Note wide>{note}</Note>
      {writes && (
        <p>
          <button type="button" className="primary" disabled={!levels.data} onClick={() => setEditing('new')}>
            {r.add}
          </button>
        </p>
      )}
      <div className="content-grid">
        <DataTable
          caption={r.caption}
          columns={columns}
          page={wholePage(levels.data)}
          loading={levels.isFetching}
          failure={levels.failure}
          onRetry={() => void levels.refetch()}
          onPage={() => undefined}
          csv={{
            fileName: 'vip-levels.csv',
            header: [e.columns.level, e.columns.label, r.deposits, r.validBet, r.birthday, r.members],
            rows: async () => levels.data ?? (await rewardsApi.levels()),
            row: (item) => [
              item.level,
              item.name,
              item.minDeposits,
              item.minValidBet,
              item.birthdayBonus,
              item.members,
            ],
          }}
        />
        {writes &&
          (editing ? (
            <VipLevelForm
              key={editing === 'new' ? 'new' : editing.level}
              level={editing === 'new' ? null : editing}
              from={top}
              number={editing === 'new' ? (top ? top.level + 1 : 0) : editing.level}
              onDone={() => setEditing(null)}
            />
          ) : (
            <p className="muted">{r.effect}</p>
          ))}
      </div>
      {removing && (
        <ConfirmDialog
          title={fill(r.removeTitle, { level: removing.level })}
          text={<p>{r.removeText}</p>}
          confirm={r.remove}
          danger
          onConfirm={async () => {
            await rewardsApi.removeLevel(removing.level);
            setNote(fill(r.removed, { level: removing.level }));
            await queries.invalidateQueries({ queryKey: [vipLevelsKey] });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
