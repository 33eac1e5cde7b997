import { type OperatorPromotion, promotionStates } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '../api';
import { useConsole } from '../console-context';
import { selectFilter } from '../table/FilterBar';
import { dateTime } from '../when';
import { DefinitionsTab } from './DefinitionsTab';
import { definitionOf, PromotionForm } from './PromotionForm';
import { textIn } from './texts';

const stateBadge: Record<OperatorPromotion['state'], string> = { live: 'live', scheduled: 'scheduled', ended: 'ended' };

/**
 * The site's promotions (issue 25 "Content"): every state, filtered in the URL; the form keeps texts per language,
 * schedule and rules; ending one is its definition again with its end now.
 */
export function PromotionsTab() {
  const { t, self } = useConsole();
  const e = t.engage;
  const language = self.site.languages[0] ?? 'EN';

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
  ];

  return (
    <DefinitionsTab
      tab="promotions"
      caption={e.tabs.promotions}
      filter={selectFilter('state', e.state, e.anyState, promotionStates, e.promotionStates)}
      read={api.promotions}
      columns={columns}
      csv={{
        header: [e.columns.code, e.columns.title, e.columns.kind, e.columns.starts, e.columns.ends, e.state],
        row: (item) => [item.code, textIn(item.title, language), item.kind, item.startsAt, item.endsAt, item.state],
      }}
      form={(editing, done) => <PromotionForm key={editing?.code ?? 'new'} editing={editing} onDone={done} />}
      end={{
        label: e.end,
        title: e.endTitle,
        text: (promotion) => (
          <>
            <p>{textIn(promotion.title, language)}</p>
            <p>{e.endText}</p>
          </>
        ),
        done: e.ended,
        runs: (promotion) => promotion.state !== 'ended',
        // Ending is the definition again with its end now (a scheduled one starts a moment before, so it never runs).
        perform: async (promotion) => {
          const now = Date.now();
          const startsAt = Math.min(Date.parse(promotion.startsAt), now - 1000);
          await api.savePromotion({
            ...definitionOf(promotion),
            startsAt: new Date(startsAt).toISOString(),
            endsAt: new Date(now).toISOString(),
          });
        },
      }}
    />
  );
}
