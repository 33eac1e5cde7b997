import { type SlotSpin, slotSymbols } from '@portal/contracts';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotSymbol, type SymbolName } from './SlotSymbol';

type Win = SlotSpin['wins'][number];

/** A blurred strip of symbols that scrolls while a reel spins (for the eye only). */
function SpinningStrip({ seed }: { seed: number }) {
  const strip = useMemo(
    () =>
      Array.from({ length: 8 }, (_, index) => slotSymbols[(seed * 7 + index * 3) % slotSymbols.length] as SymbolName),
    [seed],
  );
  return (
    <div className="reel__strip" aria-hidden="true">
      {[...strip, ...strip].map((symbol, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a decorative strip repeats symbols by design
        <span key={index} className="reel__cell">
          <SlotSymbol symbol={symbol} decorative />
        </span>
      ))}
    </div>
  );
}

/**
 * The cells a round's wins light up, as "reel:row": a pay line (numbered from 1) from the leftmost reel
 * for as many reels as it counted; the scatter pay (line 0) wherever a SCATTER shows.
 */
export function winningCells(grid: SymbolName[][], wins: Win[], lines: number[][]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    if (win.line === 0) {
      grid.forEach((column, reel) => {
        column.forEach((symbol, row) => {
          if (symbol === 'SCATTER') cells.add(`${reel}:${row}`);
        });
      });
      continue;
    }
    (lines[win.line - 1] ?? []).slice(0, win.count).forEach((row, reel) => {
      cells.add(`${reel}:${row}`);
    });
  }
  return cells;
}

/**
 * The reels (5 x 3): each either spinning or showing its stopped symbols; cells on a winning line
 * light up and the lines are drawn across the window.
 */
export function Reels({
  grid,
  rows,
  spinning,
  wins,
  lines,
}: {
  /** reels x rows, reel by reel. */
  grid: SymbolName[][];
  rows: number;
  /** Per reel: still spinning. */
  spinning: boolean[];
  wins: Win[];
  /** Per payline: the row on each reel. */
  lines: number[][];
}) {
  const { t } = useTranslation();
  const winning = winningCells(grid, wins, lines);
  const settled = spinning.every((value) => !value);
  const reels = grid.length;

  return (
    <div
      className={`reels${settled && wins.length > 0 ? ' reels--won' : ''}`}
      style={{ '--reels': reels, '--rows': rows } as CSSProperties}
    >
      <div className="reels__window">
        {grid.map((column, reel) => (
          // biome-ignore lint/a11y/useSemanticElements: a reel is a column of symbols, not a form group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, not items
            key={reel}
            className={`reel${spinning[reel] ? ' reel--spinning' : ' reel--stopped'}`}
            role="group"
            aria-label={t('slot.reel', { number: reel + 1 })}
          >
            {spinning[reel] ? (
              <SpinningStrip seed={reel} />
            ) : (
              column.map((symbol, row) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not items
                  key={row}
                  className={`reel__cell${settled && winning.has(`${reel}:${row}`) ? ' reel__cell--win' : ''}`}
                >
                  <SlotSymbol symbol={symbol} />
                </span>
              ))
            )}
          </div>
        ))}
      </div>
      {settled && wins.length > 0 ? (
        <svg
          className="reels__lines"
          viewBox={`0 0 ${reels * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {wins
            .filter((win) => win.line > 0)
            .map((win, index) => (
              <polyline
                key={`${win.line}-${win.symbol}`}
                points={(lines[win.line - 1] ?? [])
                  .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                  .join(' ')}
                // The theme's payline colours, by the line's place among the lines (the ninth takes the first again).
                style={{ stroke: `var(--payline-${(index % 8) + 1})` }}
              />
            ))}
        </svg>
      ) : null}
    </div>
  );
}
