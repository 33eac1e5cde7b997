import type { MemberBonus } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { money } from '../money';
import { useApiQuery } from '../query';
import { allPages, DataTable } from '../table/DataTable';
import { dateTime } from '../when';
import { memberExtrasApi, memberExtrasKeys } from './member-extras-api';

const pageSize = 10;

/**
 * The member's bonuses and turnover (issue 25): each promotion grant with its bonus and what is still to play
 * through, as the exits count it; the bonus in play and the turnover left over every open grant on top.
 */
export function MemberBonuses({ username, currency }: { username: string; currency: string }) {
  const { t } = useConsole();
  const [page, setPage] = useState(1);
  const read = (at: number, size = pageSize) =>
    memberExtrasApi.bonuses(username, { page: String(at), pageSize: String(size) });
  const bonuses = useApiQuery(memberExtrasKeys.bonuses(username, page), () => read(page));
  const m = t.memberExtras;
  const c = m.bonusColumns;
  const amount = (value: string | null) => (
    <span className="amount">{value === null ? '–' : money(value, currency)}</span>
  );
  const language = document.documentElement.lang === 'vi' ? 'TY' : 'EN';
  const titleOf = (bonus: MemberBonus) => bonus.title[language] ?? bonus.title.EN ?? bonus.promotion;
  const columns: ColumnDef<MemberBonus>[] = [
    { id: 'promotion', header: c.promotion, cell: ({ row }) => titleOf(row.original) },
    { id: 'state', header: c.state, cell: ({ row }) => m.grantStates[row.original.state] },
    { id: 'bonus', header: c.bonus, cell: ({ row }) => amount(row.original.bonus) },
    { id: 'required', header: c.required, cell: ({ row }) => amount(row.original.turnoverRequired) },
    { id: 'done', header: c.done, cell: ({ row }) => amount(row.original.turnoverDone) },
    { id: 'left', header: c.left, cell: ({ row }) => amount(row.original.turnoverLeft) },
    { id: 'at', header: c.at, cell: ({ row }) => dateTime(row.original.createdAt) },
  ];

  return (
    <section className="panel panel--wide" aria-labelledby="bonuses-title">
      <h2 id="bonuses-title">{m.bonusesTitle}</h2>
      {bonuses.data && (
        <dl className="pairs" data-testid="bonus-totals">
          <div>
            <dt>{m.bonusInPlay}</dt>
            <dd>{money(bonuses.data.bonusInPlay, currency)}</dd>
          </div>
          <div>
            <dt>{m.turnoverLeft}</dt>
            <dd>{money(bonuses.data.turnoverLeft, currency)}</dd>
          </div>
        </dl>
      )}
      <DataTable
        caption={m.bonusesTitle}
        columns={columns}
        page={bonuses.data}
        loading={bonuses.isFetching}
        failure={bonuses.failure}
        onRetry={() => void bonuses.refetch()}
        onPage={setPage}
        csv={{
          fileName: `${username}-bonuses.csv`,
          header: Object.values(c),
          rows: () => allPages((at) => read(at, 100)),
          row: (item) => [
            titleOf(item),
            item.state,
            item.bonus,
            item.turnoverRequired,
            item.turnoverDone,
            item.turnoverLeft,
            item.createdAt,
          ],
        }}
      />
    </section>
  );
}
