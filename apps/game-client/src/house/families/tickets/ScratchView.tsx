import type { ScratchCardView } from '@portal/house-games';
import { type CSSProperties, useState } from 'react';
import type { ViewProps } from '../../plugin';
import { hashOf, lengthClass, scaled, times, titleOf, useRevealed } from './shared';

const CELLS = 9;
const ART = ['stripes', 'dots', 'diamonds', 'rays'] as const;

/**
 * The ticket: a 3x3 face under foil, scratched off cell by cell (a button each) or all at once. The round is
 * settled when the ticket is bought, so scratching is the view's own show; the result waits for the last cell.
 */
export function ScratchView({ info, round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const view = round?.view as ScratchCardView | undefined;
  const roundId = round?.roundId ?? '';
  const [scratched, setScratched] = useState<{ roundId: string; cells: Set<number> }>({ roundId, cells: new Set() });
  const cells = scratched.roundId === roundId ? scratched.cells : new Set<number>();
  const reveal = (more: number[]) => setScratched({ roundId, cells: new Set([...cells, ...more]) });

  const hash = hashOf(info.gameCode);
  const style = { '--tickets-hue': hash % 360, '--tickets-hue2': (hash >> 9) % 360 } as CSSProperties;
  const art = ART[(hash >> 3) % ART.length];
  const title = titleOf(info.name, info.gameCode);
  const ready = view !== undefined && !busy;
  const done = ready && cells.size === CELLS;
  useRevealed(roundId, done, revealed);
  const price = view ? BigInt(view.ticketPrice) : 0n;
  const win = done && view.outcome === 'win';
  const result = !ready
    ? text(busy ? 'scratch.buying' : 'scratch.idle')
    : !done
      ? text('scratch.left', { n: CELLS - cells.size })
      : win
        ? text('scratch.win', { amount: money(view.payout) })
        : text('scratch.lose');

  return (
    <div
      className={`tickets-scratch tickets-scratch--${art}${reducedMotion ? ' tickets--still' : ''}${busy ? ' tickets-scratch--busy' : ''}`}
      style={style}
    >
      <div className="tickets-scratch__head">
        <span className="tickets-scratch__emblem" aria-hidden="true" />
        <h2 className="tickets-scratch__title">{title}</h2>
        <span className="tickets-scratch__tag">{text('scratch.tagline')}</span>
      </div>
      <fieldset className="tickets-scratch__grid" aria-label={text('scratch.face')}>
        {Array.from({ length: CELLS }, (_, cell) => {
          const open = ready && cells.has(cell);
          const multiple = view?.cells[cell] ?? 0;
          const winning = done && view.winningCells.includes(cell);
          const label = open
            ? text('scratch.cellShown', { n: cell + 1, amount: money(scaled(price, multiple)) })
            : text('scratch.cell', { n: cell + 1 });
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the nine cells are fixed places
              key={cell}
              type="button"
              className={`tickets-cell${open ? ' tickets-cell--open' : ''}${winning ? ' tickets-cell--win' : ''}`}
              aria-label={label}
              aria-disabled={!ready || open}
              onClick={() => ready && !open && reveal([cell])}
              onPointerEnter={(event) => ready && !open && event.buttons === 1 && reveal([cell])}
            >
              {open ? (
                <span className={`tickets-cell__face${lengthClass(money(scaled(price, multiple)))}`}>
                  <strong>{money(scaled(price, multiple))}</strong>
                  <small>{times(multiple)}</small>
                </span>
              ) : null}
              <span className="tickets-cell__foil" aria-hidden="true">
                {open ? null : '?'}
              </span>
            </button>
          );
        })}
      </fieldset>
      <div className="tickets-scratch__foot">
        <p className={`tickets-scratch__result${win ? ' tickets-scratch__result--win' : ''}`} aria-live="polite">
          {result}
        </p>
        {ready && !done ? (
          <button
            type="button"
            className="chip tickets-scratch__all"
            onClick={() => reveal(Array.from({ length: CELLS }, (_, cell) => cell))}
          >
            {text('scratch.revealAll')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
