import type { ReelSpin, SlotTitle } from '@portal/contracts';

/** The window cells a spin's wins are made of, as "reel:row", to light them up. */
export function winningCells(title: SlotTitle, spin: ReelSpin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.wins) {
    if (win.symbol === title.scatter) {
      spin.grid.forEach((column, reel) => {
        column.forEach((symbol, row) => {
          if (symbol === title.scatter) cells.add(`${reel}:${row}`);
        });
      });
    } else if (win.line !== null && title.lines) {
      const line = title.lines[win.line];
      for (let reel = 0; reel < win.count && line; reel++) cells.add(`${reel}:${line[reel]}`);
    } else {
      for (let reel = 0; reel < win.count; reel++)
        spin.grid[reel]?.forEach((symbol, row) => {
          if (symbol === win.symbol || symbol === title.wild) cells.add(`${reel}:${row}`);
        });
    }
  }
  return cells;
}

/** A window to show before the first spin: each reel's strip order is not known here, so the paytable's symbols. */
export function restingGrid(title: SlotTitle): string[][] {
  const symbols = Object.keys(title.paytable);
  return Array.from({ length: title.reels }, (_, reel) =>
    Array.from({ length: title.rows }, (_, row) => symbols[(reel * 2 + row * 3) % symbols.length]!),
  );
}
