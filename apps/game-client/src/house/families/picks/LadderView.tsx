import type { LadderView as Ladder } from '@portal/house-games';
import { ladderMultiple } from '@portal/house-games';
import { Gem, Hand, Skull } from 'lucide-react';
import { useState } from 'react';
import type { ViewProps } from '../../plugin';
import { Said, type Stat, Stats } from './common';
import { Ball } from './icons';
import { LADDERS, payoutAt, timesShort, useChoice } from './math';

type Tile = 'hidden' | 'safe' | 'trap' | 'hit' | 'safe-missed';

/**
 * Tower and goal: floors (rows of kicks) from the bottom, the current one's tiles playable, each floor's multiple
 * at its side; every trap (the keeper's places) shown once the round is over.
 */
export function LadderView({ info, round, busy, act, text, money, reducedMotion }: ViewProps) {
  const [pending, setPending] = useState<string | null>(null);
  const game = info.game;
  const ladder = LADDERS[game]!;
  const verb = game === 'goal' ? 'shoot' : 'pick';
  const chosen = useChoice(game, ladder.fallback);
  const view = round?.view as Ladder | undefined;
  const levelName = view?.level ?? chosen;
  const level = view ? { tiles: view.tiles, traps: view.trapsPerFloor } : ladder.levels[levelName]!;
  const floors = view?.floors ?? ladder.floors;
  const open = view?.status === 'open';
  const picks = view?.picks ?? [];
  const busted = view?.status === 'busted';
  const safeFloors = busted ? picks.length - 1 : picks.length;

  const tileOf = (floor: number, tile: number): Tile => {
    const picked = picks[floor] === tile;
    const trap = view?.traps?.[floor]?.includes(tile) ?? false;
    if (picked) return trap ? 'hit' : 'safe';
    if (!view?.traps) return 'hidden';
    return trap ? 'trap' : 'safe-missed';
  };
  const icon = (tile: Tile) => {
    if (tile === 'safe') return game === 'goal' ? <Ball /> : <Gem aria-hidden="true" />;
    if (tile === 'safe-missed') return game === 'goal' ? null : <Gem aria-hidden="true" />;
    if (tile === 'trap' || tile === 'hit')
      return game === 'goal' ? <Hand aria-hidden="true" /> : <Skull aria-hidden="true" />;
    return null;
  };

  const stats: Stat[] = [
    { label: text(`${game}.level`), value: text(`level.${levelName}`) },
    { label: text(`${game}.progress`), value: `${safeFloors} / ${floors}` },
    {
      label: text('picks.multiple'),
      value: safeFloors > 0 && view ? `×${view.multiple.text}` : '—',
      tone: 'accent',
      struck: busted,
    },
  ];
  if (open && safeFloors > 0 && round) {
    stats.push({ label: text('picks.cashoutNow'), value: money(payoutAt(round.stake, view.multiple)), tone: 'ok' });
  }
  const said = view
    ? text(`${game}.summary`, { floor: safeFloors, floors, m: safeFloors > 0 ? `×${view.multiple.text}` : '—' }) +
      (busted ? ` ${text(`${game}.boom`)}` : '')
    : '';

  const rows = Array.from({ length: floors }, (_, floor) => {
    const current = open && floor === picks.length;
    const reached = floor < safeFloors;
    return (
      <li
        // biome-ignore lint/suspicious/noArrayIndexKey: the floors are their positions.
        key={floor}
        className={`picks-floor${current ? ' picks-floor--current' : ''}${reached ? ' picks-floor--reached' : ''}`}
        aria-current={current ? 'step' : undefined}
      >
        <span className="picks-floor__number" aria-hidden="true">
          {floor + 1}
        </span>
        <span className="picks-floor__tiles" style={{ gridTemplateColumns: `repeat(${level.tiles}, 1fr)` }}>
          {Array.from({ length: level.tiles }, (_, tile) => {
            const state = tileOf(floor, tile);
            const action = `${verb}-${tile}`;
            const playable = current && !busy && (round?.actions.includes(action) ?? false);
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a floor's tiles are their positions.
                key={tile}
                type="button"
                className={`picks-tile picks-tile--${state}${current && busy && pending === action ? ' picks-tile--pending' : ''}`}
                disabled={!playable}
                aria-label={`${text(`${game}.floor`, { n: floor + 1 })}, ${text(`${game}.tile`, { n: tile + 1 })}: ${text(`${game}.${state}`)}`}
                onClick={() => {
                  setPending(action);
                  act(action);
                }}
              >
                {icon(state)}
              </button>
            );
          })}
        </span>
        <span className="picks-floor__multiple">{timesShort(ladderMultiple(level, floor + 1))}</span>
      </li>
    );
  });

  return (
    <div
      className={`picks picks-ladder picks-ladder--${game}${reducedMotion ? ' picks--still' : ''}${view && !open ? ' picks--over' : ''}${open ? ' picks-ladder--open' : ''}`}
    >
      <Stats items={stats} />
      <div className="picks-ladder__frame">
        <ol className="picks-ladder__floors">{rows}</ol>
      </div>
      {!view ? <p className="picks-hint">{text(`${game}.idle`)}</p> : null}
      {open ? <p className="picks-hint">{text(`${game}.pick`, { n: picks.length + 1 })}</p> : null}
      <Said>{said}</Said>
    </div>
  );
}
