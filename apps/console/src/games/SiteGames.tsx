import type { GameSwitchRequest, OperatorGame, OperatorVendor } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { Failure, Note } from '../Field';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { useAction } from '../use-action';
import { GameEditor } from './GameEditor';

const filterNames = ['vendor', 'category', 'q', 'list'];
/** A game's name with its vendor's code: several vendors have games of the same name. */
const named = (game: OperatorGame) => ({ name: game.name, vendor: game.vendorCode });
const valuesOf = (game: OperatorGame): GameSwitchRequest => ({
  enabled: game.enabled,
  hot: game.hot,
  sortOrder: game.sortOrder,
});

/**
 * The site's games (issue 25 "Games"): filtered by vendor, category and name, or the hot list in its order; each
 * switched on or off behind a confirm step, its hot place and list order changed, the hot list moved a step at a time.
 */
export function SiteGames({ vendors }: { vendors: OperatorVendor[] | undefined }) {
  const { t, signOut } = useConsole();
  const v = t.gameVendors;
  const l = v.gameList;
  const writes = useMay('games', 'POST');
  const queries = useQueryClient();
  const list = usePagedList(filterNames, ['site-games'], (query) => api.siteGames(query));
  const [editing, setEditing] = useState<OperatorGame | null>(null);
  const [pending, setPending] = useState<{ game: OperatorGame; body: GameSwitchRequest } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const moving = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const hotView = list.call.list === 'hot';
  const items = list.rows.data?.items ?? [];

  const refresh = async () => {
    await queries.invalidateQueries({ queryKey: ['site-games'] });
    await queries.invalidateQueries({ queryKey: ['game-vendors'] });
  };
  const save = async (game: OperatorGame, body: GameSwitchRequest, message: string) => {
    await api.saveSiteGame(game.id, body);
    setNote(fill(message, { name: game.name, vendor: game.vendorCode }));
    setEditing(null);
    await refresh();
  };
  /** One step up or down the hot list: the game and its neighbour trade places. */
  const move = (index: number, step: -1 | 1) => {
    const game = items[index];
    const other = items[index + step];
    if (!game || !other || game.hot === null || other.hot === null) return;
    setNote(null);
    const mine = other.hot === game.hot ? Math.max(1, game.hot + step) : other.hot;
    void moving.run(async () => {
      await api.saveSiteGame(game.id, { ...valuesOf(game), hot: mine });
      await api.saveSiteGame(other.id, { ...valuesOf(other), hot: game.hot });
      setNote(l.moved);
      await refresh();
    });
  };
  const askSwitch = (game: OperatorGame, body: GameSwitchRequest) => {
    setNote(null);
    setPending({ game, body });
  };

  const c = l.columns;
  const columns: ColumnDef<OperatorGame>[] = [
    {
      id: 'name',
      header: c.name,
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.custom && <span className="own">{l.own}</span>}
        </>
      ),
    },
    { id: 'code', header: c.code, cell: ({ row }) => <code>{row.original.gameCode}</code> },
    { id: 'vendor', header: c.vendor, cell: ({ row }) => row.original.vendorCode },
    { id: 'category', header: c.category, cell: ({ row }) => row.original.category },
    {
      id: 'state',
      header: c.state,
      cell: ({ row }) => (
        <span className={row.original.enabled ? 'badge' : 'badge badge--off'}>
          {row.original.enabled ? v.vendorList.on : v.vendorList.off}
        </span>
      ),
    },
    { id: 'hot', header: c.hot, cell: ({ row }) => <span className="num">{row.original.hot ?? l.notHot}</span> },
    { id: 'order', header: c.order, cell: ({ row }) => <span className="num">{row.original.sortOrder}</span> },
    ...(writes
      ? ([
          {
            id: 'actions',
            header: c.actions,
            cell: ({ row }) => {
              const game = row.original;
              const label = game.enabled ? v.vendorList.switchOff : v.vendorList.switchOn;
              return (
                <div className="row-buttons">
                  <button
                    type="button"
                    className={game.enabled ? 'danger' : undefined}
                    aria-label={fill(game.enabled ? l.switchOffLabel : l.switchOnLabel, named(game))}
                    onClick={() => askSwitch(game, { ...valuesOf(game), enabled: !game.enabled })}
                  >
                    {label}
                  </button>
                  <button
                    type="button"
                    aria-label={fill(l.editLabel, named(game))}
                    onClick={() => {
                      setNote(null);
                      setEditing(game);
                    }}
                  >
                    {l.edit}
                  </button>
                  {hotView && (
                    <>
                      <button
                        type="button"
                        className="icon"
                        aria-label={fill(l.up, named(game))}
                        disabled={moving.busy || row.index === 0}
                        onClick={() => move(row.index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="icon"
                        aria-label={fill(l.down, named(game))}
                        disabled={moving.busy || row.index === items.length - 1}
                        onClick={() => move(row.index, 1)}
                      >
                        ↓
                      </button>
                    </>
                  )}
                </div>
              );
            },
          },
        ] satisfies ColumnDef<OperatorGame>[])
      : []),
  ];

  const categories = [...new Set((vendors ?? []).map((vendor) => vendor.category))];
  return (
    <section className="panel" aria-labelledby="site-games-title">
      <h2 id="site-games-title">{l.title}</h2>
      <FilterBar
        {...list.filters}
        fields={[
          {
            name: 'vendor',
            label: l.vendor,
            type: 'select',
            options: [
              { value: '', label: l.anyVendor },
              ...(vendors ?? []).map((vendor) => ({ value: vendor.code, label: `${vendor.name} (${vendor.code})` })),
            ],
          },
          {
            name: 'category',
            label: l.category,
            type: 'select',
            options: [{ value: '', label: l.anyCategory }, ...categories.map((code) => ({ value: code, label: code }))],
          },
          { name: 'q', label: l.q },
          {
            name: 'list',
            label: l.list,
            type: 'select',
            options: [
              { value: '', label: l.lists.all },
              { value: 'hot', label: l.lists.hot },
            ],
          },
        ]}
      />
      {editing && (
        <GameEditor
          key={editing.id}
          game={editing}
          onSave={(body) => save(editing, body, l.saved)}
          onSwitch={(body) => askSwitch(editing, body)}
          onClose={() => setEditing(null)}
        />
      )}
      <Note>{note}</Note>
      <Failure message={moving.failure} />
      <DataTable
        caption={l.caption}
        columns={columns}
        {...list.table}
        csv={{
          fileName: 'site-games.csv',
          header: [c.name, c.code, c.vendor, c.category, c.state, c.hot, c.order],
          rows: () => list.everyPage(),
          row: (game) => [
            game.name,
            game.gameCode,
            game.vendorCode,
            game.category,
            game.enabled ? 'on' : 'off',
            game.hot ?? '',
            game.sortOrder,
          ],
        }}
      />
      {pending && (
        <ConfirmDialog
          title={fill(pending.body.enabled ? v.confirm.gameOnTitle : v.confirm.gameOffTitle, named(pending.game))}
          text={pending.body.enabled ? v.confirm.gameOnText : v.confirm.gameOffText}
          confirm={pending.body.enabled ? v.vendorList.switchOn : v.vendorList.switchOff}
          danger={!pending.body.enabled}
          onConfirm={() => save(pending.game, pending.body, pending.body.enabled ? l.switchedOn : l.switchedOff)}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
