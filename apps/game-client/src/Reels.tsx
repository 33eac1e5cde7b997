import type { TitleArt } from './art';
import { SymbolFace } from './SymbolFace';

interface ReelsProps {
  grid: string[][];
  art: TitleArt;
  spinning: boolean;
  /** Cells of a win, as "reel:row", lit after the spin. */
  lit: ReadonlySet<string>;
  /** Reels a wild filled: drawn as one tall wild. */
  expanded: readonly number[];
  label: string;
}

/** The window: a column per reel. While a spin is out, the reels blur (no motion when the player asked for less). */
export function Reels({ grid, art, spinning, lit, expanded, label }: ReelsProps) {
  const reelClass = (reel: number) => `reel${expanded.includes(reel) ? ' reel--expanded' : ''}`;
  return (
    <div
      className={`reels${spinning ? ' reels--spinning' : ''}`}
      role="img"
      aria-label={label}
      style={{ '--cols': grid.length, '--rows': grid[0]?.length ?? 1 } as React.CSSProperties}
    >
      {grid.map((column, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, not items
        <div className={reelClass(reel)} key={reel} style={{ animationDelay: `${reel * 60}ms` }}>
          {column.map((symbol, row) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not items
              key={row}
              className={`cell cell--${symbol.toLowerCase()}${lit.has(`${reel}:${row}`) ? ' cell--lit' : ''}`}
              data-symbol={symbol}
            >
              <SymbolFace face={art.faces[symbol]} name={symbol} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
