import { type OperatorIssue, type OperatorLotteryGame, operatorIssueStatuses } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { api, type Page } from '../api';
import { useConsole } from '../console-context';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { closeBeforeText, formatText, gameName, money, resultText, shortTime } from './format';
import { GamePicker } from './GamePicker';
import { GamesTabs } from './GamesTabs';
import { IssuePanel } from './IssuePanel';
import './games.css';

const filterNames = ['status', 'number'];
/** The issues of no game: what the list holds until a game is chosen. */
const noIssues: Page<OperatorIssue> = { items: [], total: 0, page: 1, pageSize: 1 };

/** A seed or commitment in a table cell: its start (the whole is in the issue's panel and the CSV). */
const short = (hex: string | null) => (hex ? <code title={hex}>{`${hex.slice(0, 8)}…`}</code> : '–');

/** The game the URL names, else the first official game (the one that needs an operator), else the first. */
function chosenGame(games: OperatorLotteryGame[] | undefined, code: string | null) {
  return (
    games?.find((game) => game.gameCode === code) ??
    games?.find((game) => game.source === 'official') ??
    games?.[0] ??
    null
  );
}

/**
 * The Games section (issue 25): pick one of the site's lottery games, read its issues (filters, page and the open
 * issue in the URL, CSV of every page), and open an issue to enter its official result or void it.
 */
export function GamesPage() {
  const { t } = useConsole();
  const g = t.games;
  const [search, setSearch] = useSearchParams();
  const games = useApiQuery(['lottery-games'], () => api.lotteryGames());
  const game = chosenGame(games.data, search.get('game'));
  const code = game?.gameCode ?? '';
  // No game yet (the games load, or the site has none): no table shows, and no issue is read.
  const issues = usePagedList(filterNames, ['lottery-issues', code], (query) =>
    code ? api.lotteryIssues(code, query) : Promise.resolve(noIssues),
  );
  const open = search.get('issue');
  const withIssue = (issue: string | null) => {
    const next = new URLSearchParams(search);
    if (issue) next.set('issue', issue);
    else next.delete('issue');
    return next;
  };
  const pickName = (option: OperatorLotteryGame) =>
    `${gameName(option, g)} · ${option.gameCode} · ${option.source === 'official' ? g.official : g.house}`;

  const c = g.columns;
  const columns: ColumnDef<OperatorIssue>[] = [
    {
      id: 'issueNumber',
      header: c.issueNumber,
      cell: ({ row }) => (
        <Link
          to={{ search: `?${withIssue(row.original.issueNumber)}` }}
          aria-label={fill(g.openIssue, { issue: row.original.issueNumber })}
          aria-current={open === row.original.issueNumber ? 'true' : undefined}
        >
          {row.original.issueNumber}
        </Link>
      ),
    },
    {
      id: 'status',
      header: c.status,
      cell: ({ row }) => (
        <span className={`badge badge--issue-${row.original.status}`}>{g.statuses[row.original.status]}</span>
      ),
    },
    // A house game's sales close a few seconds before each draw: its table keeps the room for the seeds.
    ...(game?.source === 'house'
      ? []
      : ([
          { id: 'closesAt', header: c.closesAt, cell: ({ row }) => shortTime(row.original.closesAt) },
        ] satisfies ColumnDef<OperatorIssue>[])),
    { id: 'drawAt', header: c.drawAt, cell: ({ row }) => shortTime(row.original.drawAt) },
    {
      id: 'result',
      header: c.result,
      cell: ({ row }) => {
        const text = game ? resultText(game, row.original.result) : '–';
        return (
          <span className="details tabular" title={text}>
            {text}
          </span>
        );
      },
    },
    { id: 'orders', header: c.orders, cell: ({ row }) => <span className="tabular">{row.original.orders}</span> },
    { id: 'lines', header: c.lines, cell: ({ row }) => <span className="tabular">{row.original.lines}</span> },
    {
      id: 'stake',
      header: c.stake,
      cell: ({ row }) => <span className="tabular">{money(row.original.stake, game?.currency ?? 'USD')}</span>,
    },
    {
      id: 'paid',
      header: c.paid,
      cell: ({ row }) => <span className="tabular">{money(row.original.paid, game?.currency ?? 'USD')}</span>,
    },
    ...(game?.source === 'house'
      ? ([
          { id: 'commitment', header: c.commitment, cell: ({ row }) => short(row.original.commitment) },
          { id: 'serverSeed', header: c.serverSeed, cell: ({ row }) => short(row.original.serverSeed) },
        ] satisfies ColumnDef<OperatorIssue>[])
      : []),
  ];

  return (
    <section className="page" aria-labelledby="games-title">
      <PageHead id="games-title" title={g.title} intro={g.intro} />
      <GamesTabs />
      <GamePicker
        games={games.data}
        failure={games.failure}
        game={game}
        nameOf={pickName}
        factsOf={(picked) => [
          [g.closeBefore, closeBeforeText(picked.closeBeforeSeconds, g)],
          [g.resultShape, formatText(picked.resultFormat, g)],
        ]}
      />
      {game && open && <IssuePanel game={game} issueNumber={open} onClose={() => setSearch(withIssue(null))} />}
      {game && (
        <>
          <FilterBar
            {...issues.filters}
            fields={[
              selectFilter('status', g.status, g.anyStatus, operatorIssueStatuses, g.statuses),
              { name: 'number', label: g.number, inputMode: 'numeric' },
            ]}
          />
          <DataTable
            caption={fill(g.issuesOf, { game: gameName(game, g) })}
            columns={columns}
            {...issues.table}
            csv={{
              fileName: `${game.gameCode.toLowerCase()}-issues.csv`,
              header: [...Object.values(c), ...Object.values(g.csvExtra)],
              rows: () => issues.everyPage(),
              row: (item) => [
                item.issueNumber,
                item.status,
                item.closesAt,
                item.drawAt,
                item.result?.join(' ') ?? '',
                item.orders,
                item.lines,
                item.stake,
                item.paid,
                item.commitment,
                item.serverSeed,
                item.waitingLines,
                item.settledAt,
                item.voidReason,
              ],
            }}
          />
        </>
      )}
    </section>
  );
}
