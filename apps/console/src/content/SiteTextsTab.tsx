import type { OperatorPointReward, OperatorVipLevel } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../api';
import { useCurrency } from '../cashier/queue';
import { useConsole, useMay } from '../console-context';
import { formatMinor } from '../money';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { EngageForm, wholePage } from './EngageForm';
import { RowActions } from './RowActions';
import { TranslatedFields, writtenTexts } from './TranslatedFields';
import { textIn } from './texts';

/** The languages a text is written in, for a list and its CSV: "EN, TY". */
const written = (texts: Record<string, string>) => Object.keys(texts).join(', ');

/** A list read whole, in a DataTable (one page), with its CSV. */
function useWholeList<T>(key: string, read: () => Promise<T[]>) {
  const rows = useApiQuery([key], read);
  return {
    page: wholePage(rows.data),
    loading: rows.isFetching,
    failure: rows.failure,
    onRetry: () => void rows.refetch(),
    onPage: () => undefined,
    all: async () => rows.data ?? (await read()),
  };
}

/**
 * The site's VIP levels (issue 25 "Content"): each level's name per language, edited beside the list, with the badge
 * members see. The levels' thresholds and benefits are shown, not changed here.
 */
export function VipLevelsTab() {
  const { t, self } = useConsole();
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const currency = useCurrency();
  const language = self.site.languages[0] ?? 'EN';
  const [editing, setEditing] = useState<OperatorVipLevel | null>(null);
  const { all, ...table } = useWholeList('vip-levels', api.vipLevels);
  const columns: ColumnDef<OperatorVipLevel>[] = [
    { id: 'level', header: e.columns.level, cell: ({ row }) => row.original.level },
    { id: 'label', header: e.columns.label, cell: ({ row }) => row.original.name },
    {
      id: 'name',
      header: e.columns.name,
      cell: ({ row }) => textIn(row.original.names, language) || row.original.name,
    },
    { id: 'languages', header: e.columns.languages, cell: ({ row }) => written(row.original.names) },
    { id: 'deposits', header: e.columns.deposits, cell: ({ row }) => formatMinor(row.original.minDeposits, currency) },
    {
      id: 'actions',
      header: e.columns.actions,
      cell: ({ row }) =>
        writes ? (
          <RowActions
            code={`${e.columns.level} ${row.original.level}`}
            edit={{ label: e.edit, onClick: () => setEditing(row.original) }}
          />
        ) : null,
    },
  ];
  return (
    <div className="content-grid">
      <DataTable
        caption={e.tabs.vipLevels}
        columns={columns}
        {...table}
        csv={{
          fileName: 'vip-levels.csv',
          header: [e.columns.level, e.columns.label, ...self.site.languages],
          rows: all,
          row: (item) => [item.level, item.name, ...self.site.languages.map((code) => item.names[code] ?? '')],
        }}
      />
      {writes &&
        (editing ? (
          <VipLevelForm key={editing.level} level={editing} onDone={() => setEditing(null)} />
        ) : (
          <p className="muted">{e.pickToEdit}</p>
        ))}
    </div>
  );
}

function VipLevelForm({ level, onDone }: { level: OperatorVipLevel; onDone: () => void }) {
  const { t, self } = useConsole();
  const e = t.engage;
  const [names, setNames] = useState<Record<string, string>>(level.names);
  const language = self.site.languages[0] ?? 'EN';
  return (
    <EngageForm
      titleId="vip-level-form-title"
      title={fill(e.editLevel, { level: level.level })}
      editing
      onDone={onDone}
      list="vip-levels"
      save={() => api.saveVipLevelNames(level.level, writtenTexts(names))}
    >
      <TranslatedFields label={e.nameIn} values={names} onChange={setNames} />
      <section className="preview" aria-label={e.preview}>
        <p className="muted">{e.preview}</p>
        <p>
          <span className="badge">
            {fill(e.levelPreview, { level: level.level, name: textIn(names, language) || level.name })}
          </span>
        </p>
      </section>
    </EngageForm>
  );
}

/**
 * The points mall's rewards (issue 25 "Content"): each reward's name and unit per language, edited beside the list,
 * with the line members read in the mall. Price and stock are shown, not changed here.
 */
export function PointRewardsTab() {
  const { t, self } = useConsole();
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const language = self.site.languages[0] ?? 'EN';
  const [editing, setEditing] = useState<OperatorPointReward | null>(null);
  const { all, ...table } = useWholeList('point-rewards', api.pointRewards);
  const columns: ColumnDef<OperatorPointReward>[] = [
    { id: 'id', header: '#', cell: ({ row }) => row.original.id },
    { id: 'name', header: e.columns.name, cell: ({ row }) => textIn(row.original.names, language) },
    {
      id: 'unit',
      header: e.columns.unit,
      cell: ({ row }) => textIn(row.original.units, language) || row.original.unit,
    },
    { id: 'points', header: e.columns.points, cell: ({ row }) => row.original.requiredPoints },
    { id: 'stock', header: e.columns.stock, cell: ({ row }) => row.original.stock },
    {
      id: 'actions',
      header: e.columns.actions,
      cell: ({ row }) =>
        writes ? (
          <RowActions code={`#${row.original.id}`} edit={{ label: e.edit, onClick: () => setEditing(row.original) }} />
        ) : null,
    },
  ];
  return (
    <div className="content-grid">
      <DataTable
        caption={e.tabs.rewards}
        columns={columns}
        {...table}
        csv={{
          fileName: 'point-rewards.csv',
          header: ['#', e.columns.name, e.columns.unit, e.columns.points, e.columns.stock],
          rows: all,
          row: (item) => [item.id, textIn(item.names, language), item.unit, item.requiredPoints, item.stock],
        }}
      />
      {writes &&
        (editing ? (
          <PointRewardForm key={editing.id} reward={editing} onDone={() => setEditing(null)} />
        ) : (
          <p className="muted">{e.pickToEdit}</p>
        ))}
    </div>
  );
}

function PointRewardForm({ reward, onDone }: { reward: OperatorPointReward; onDone: () => void }) {
  const { t, self } = useConsole();
  const e = t.engage;
  const [names, setNames] = useState<Record<string, string>>(reward.names);
  const [units, setUnits] = useState<Record<string, string>>(reward.units);
  const language = self.site.languages[0] ?? 'EN';
  const unitsWritten = writtenTexts(units);
  return (
    <EngageForm
      titleId="point-reward-form-title"
      title={fill(e.editReward, { id: reward.id })}
      editing
      onDone={onDone}
      list="point-rewards"
      save={() =>
        api.savePointRewardTexts(reward.id, {
          names: writtenTexts(names),
          ...(Object.keys(unitsWritten).length ? { units: unitsWritten } : {}),
        })
      }
    >
      <TranslatedFields label={e.nameIn} values={names} onChange={setNames} />
      <TranslatedFields label={e.unitIn} values={units} onChange={setUnits} />
      <section className="preview" aria-label={e.preview}>
        <p className="muted">{e.preview}</p>
        <p>
          {fill(e.rewardPreview, {
            name: textIn(names, language) || '…',
            points: reward.requiredPoints,
            unit: textIn(units, language) || reward.unit,
          })}
        </p>
      </section>
    </EngageForm>
  );
}
