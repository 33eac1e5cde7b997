import type { MinesView as Mines } from '@portal/house-games';
import { minesMultiple } from '@portal/house-games';
import { Bomb, Gem } from 'lucide-react';
import { useState } from 'react';
import type { ViewProps } from '../../plugin';
import { Said, type Stat, Stats } from './common';
import { payoutAt, TILES, times, useChoice } from './math';

type Tile = 'hidden' | 'gem' | 'mine' | 'hit' | 'gem-missed';

/** Mines: the 5x5 board; hidden tiles are buttons while the round is open, the mines shown once it is over. */
export function MinesView({ round, busy, act, text, money, reducedMotion }: ViewProps) {
  const [pending, setPending] = useState<string | null>(null);
  const chosen = Number(useChoice('mines', '3'));
  const view = round?.view as Mines | undefined;
  const count = view?.mineCount ?? chosen;
  const open = view?.status === 'open';
  const mines = new Set(view?.mines ?? []);
  const revealed = new Set(view?.revealed ?? []);
  const hit = view?.status === 'busted' ? view.revealed.at(-1) : undefined;
  const gems = (view?.revealed ?? []).filter((tile) => tile !== hit).length;
  const tileOf = (i: number): Tile => {
    if (i === hit) return 'hit';
    if (revealed.has(i)) return 'gem';
    if (!view || open) return 'hidden';
    return mines.has(i) ? 'mine' : 'gem-missed';
  };

  const stats: Stat[] = [
    { label: text('mines.count'), value: String(count), tone: 'bad' },
    { label: text('mines.gems'), value: `${gems} / ${TILES - count}` },
    {
      label: text('picks.multiple'),
      value: gems > 0 && view ? `×${view.multiple.text}` : '—',
      tone: 'accent',
      struck: hit !== undefined,
    },
  ];
  if (!view || open) {
    const next = gems < TILES - count ? times(minesMultiple(count, gems + 1)) : '—';
    stats.push({ label: text('picks.next'), value: next });
  }
  if (open && gems > 0 && round) {
    stats.push({ label: text('picks.cashoutNow'), value: money(payoutAt(round.stake, view.multiple)), tone: 'ok' });
  }

  const said = !view
    ? ''
    : text('mines.summary', { mines: count, gems, m: gems > 0 ? `×${view.multiple.text}` : '—' }) +
      (hit === undefined ? '' : ` ${text('mines.boom')}`);
  return (
    <div className={`picks picks-mines${reducedMotion ? ' picks--still' : ''}${view && !open ? ' picks--over' : ''}`}>
      <Stats items={stats} />
      <div className="picks-mines__grid">
        {Array.from({ length: TILES }, (_, i) => {
          const tile = tileOf(i);
          const action = `reveal-${i}`;
          const playable = open && !busy && (round?.actions.includes(action) ?? false);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the board's tiles are its positions.
              key={i}
              type="button"
              className={`picks-tile picks-tile--${tile}${busy && pending === action ? ' picks-tile--pending' : ''}`}
              disabled={!playable}
              aria-label={`${text('mines.tile', { n: i + 1 })}: ${text(`mines.${tile}`)}`}
              onClick={() => {
                setPending(action);
                act(action);
              }}
            >
              {tile === 'gem' || tile === 'gem-missed' ? <Gem aria-hidden="true" /> : null}
              {tile === 'mine' || tile === 'hit' ? <Bomb aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      {!view ? <p className="picks-hint">{text('mines.idle')}</p> : null}
      {open && gems === 0 ? <p className="picks-hint">{text('mines.pick')}</p> : null}
      <Said>{said}</Said>
    </div>
  );
}
