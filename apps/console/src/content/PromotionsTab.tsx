import { type OperatorPromotion, promotionStates } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import '../desk/desk.css';
import { Note } from '../Field';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';
import { definitionOf, PromotionForm } from './PromotionForm';
import { RowActions } from './RowActions';
import { textIn } from './texts';

const withoutTab = (query: Record<string, string>) => ({ ...query, tab: '' });
const stateBadge: Record<OperatorPromotion['state'], string> = { live: 'live', scheduled: 'scheduled', ended: 'ended' };

/**
 * The site's promotions (issue 25 "Content"): every state, filtered in the URL, with CSV; the form to define a new
 * one or change the one picked (texts per language, schedule, rules), and ending one now after a confirm step.
 */
export function PromotionsTab() {
  const { t, self } = useConsole();
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const queries = useQueryClient();
  const language = self.site.languages[0] ?? 'EN';
  const [editing, setEditing] = useState<OperatorPromotion | null>(null);
  const [ending, setEnding] = useState<OperatorPromotion | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const list = usePagedList(['tab', 'state'], ['promotions'], api.promotions, withoutTab);

  const columns: ColumnDef<OperatorPromotion>[] = [
    { id: 'code', header: e.columns.code, cell: ({ row }) => <code>{row.original.code}</code> },
    { id: 'title', header: e.columns.title, cell: ({ row }) => textIn(row.original.title, language) },
    { id: 'kind', header: e.columns.kind, cell: ({ row }) => e.kinds[row.original.kind] },
    {
      id: 'schedule',
      header: e.columns.schedule,
      cell: ({ row }) => (
        <span className="schedule">
          <span>{dateTime(row.original.startsAt)}</span>
          <span className="muted">{dateTime(row.original.endsAt)}</span>
        </span>
      ),
    },
    {
      id: 'state',
      header: e.state,
      cell: ({ row }) => (
        <span className={`badge badge--content-${stateBadge[row.original.state]}`}>
          {e.promotionStates[row.original.state]}
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
            end={row.original.state !== 'ended' ? { label: e.end, onClick: () => setEnding(row.original) } : undefined}
          />
        ) : null,
    },
  ];

  return (
    <>
      <FilterBar
        values={list.filters.values}
        onApply={(values) => list.filters.onApply({ ...values, tab: 'promotions' })}
        fields={[selectFilter('state', e.state, e.anyState, promotionStates, e.promotionStates)]}
      />
      <Note wide>{note}</Note>
      <div className="content-grid">
        <DataTable
          caption={e.tabs.promotions}
          columns={columns}
          {...list.table}
          csv={{
            fileName: 'promotions.csv',
            header: [e.columns.code, e.columns.title, e.columns.kind, e.columns.starts, e.columns.ends, e.state],
            rows: () => list.everyPage(),
            row: (item) => [item.code, textIn(item.title, language), item.kind, item.startsAt, item.endsAt, item.state],
          }}
        />
        {writes && <PromotionForm key={editing?.code ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      </div>
      {ending && (
        <ConfirmDialog
          title={fill(e.endTitle, { code: ending.code })}
          text={
            <>
              <p>{textIn(ending.title, language)}</p>
              <p>{e.endText}</p>
            </>
          }
          confirm={e.end}
          danger
          onConfirm={async () => {
            // Ending is the definition again with its end now (a scheduled one starts a moment before, so it never runs).
            const now = Date.now();
            const startsAt = Math.min(Date.parse(ending.startsAt), now - 1000);
            await api.savePromotion({
              ...definitionOf(ending),
              startsAt: new Date(startsAt).toISOString(),
              endsAt: new Date(now).toISOString(),
            });
            setNote(fill(e.ended, { code: ending.code }));
            await queries.invalidateQueries({ queryKey: ['promotions'] });
          }}
          onClose={() => setEnding(null)}
        />
      )}
    </>
  );
}
