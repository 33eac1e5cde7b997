import type { Grid } from '../evaluate.js';
import type { SlotModel } from '../model.js';
import type { RoundWin } from './outcome.js';

/**
 * The window after a tumble: the cells of every win but the scatters' vanish, what is left of each reel falls to
 * its bottom, and the strip goes on above it (the reel's top moves up by as many cells as vanished, wrapping), so
 * the next symbols are the strip's own and no new stop is drawn. `tops` holds each reel's top stop and is moved.
 */
export function collapsed(model: SlotModel, grid: Grid, wins: readonly RoundWin[], tops: number[]): Grid {
  const gone = grid.map((column) => column.map(() => false));
  for (const win of wins) {
    if (win.symbol === model.scatter) continue;
    if (model.pay.kind === 'lines' && win.line !== null) {
      const line = model.pay.lines[win.line]!;
      for (let reel = 0; reel < win.count; reel++) gone[reel]![line[reel]!] = true;
      continue;
    }
    // Ways and anywhere: every cell of the symbol (wilds too, on the reels a way covered).
    const reels = model.pay.kind === 'ways' ? win.count : grid.length;
    for (let reel = 0; reel < reels; reel++) {
      const column = grid[reel]!;
      for (let row = 0; row < column.length; row++) {
        if (column[row] === win.symbol || (model.pay.kind === 'ways' && column[row] === model.wild)) {
          gone[reel]![row] = true;
        }
      }
    }
  }
  return grid.map((column, reel) => {
    const kept = column.filter((_, row) => !gone[reel]![row]);
    const missing = column.length - kept.length;
    if (missing === 0) return column;
    const strip = model.strips[reel]!;
    const top = (((tops[reel]! - missing) % strip.length) + strip.length) % strip.length;
    tops[reel] = top;
    const fallen: string[] = [];
    for (let row = 0; row < missing; row++) fallen.push(strip[(top + row) % strip.length]!);
    return [...fallen, ...kept];
  });
}
