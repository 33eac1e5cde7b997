import type { ReelSpin, ReelStep, SlotTitle } from '@portal/contracts';
import type { Translate } from './i18n';

/** A window of a round and its wins: the spin's, or one of the steps it went on to. */
export type RoundWindow = Pick<ReelSpin, 'grid' | 'wins'>;

/** The window a round shows at `step` (-1: the spin itself). */
export const windowAt = (spin: ReelSpin, step: number): RoundWindow & Partial<ReelStep> =>
  step >= 0 ? spin.steps[step]! : spin;

/** What the round has paid up to `step`, its spin included. */
export function paidUpTo(spin: ReelSpin, step: number): bigint {
  const sum = (wins: ReelSpin['wins']) => wins.reduce((total, win) => total + BigInt(win.amount), 0n);
  return spin.steps.slice(0, step + 1).reduce((total, later) => total + sum(later.wins), sum(spin.wins));
}

/** The window cells a window's wins are made of, as "reel:row", to light them up. */
export function winningCells(title: SlotTitle, spin: RoundWindow): Set<string> {
  const cells = new Set<string>();
  const every = (matches: (symbol: string) => boolean) =>
    spin.grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (matches(symbol)) cells.add(`${reel}:${row}`);
      });
    });
  for (const win of spin.wins) {
    if (win.symbol === 'COINS') {
      every((symbol) => symbol !== 'BLANK');
    } else if (title.payKind === 'anywhere') {
      every((symbol) => symbol === win.symbol);
    } else if (win.symbol === title.scatter) {
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

/** What a step of a round is, as the win line tells it. */
export function stepLabel(step: ReelStep, t: Translate): string {
  if (step.kind === 'tumble') return t('tumbleStep');
  if (step.kind === 'free') return t('freeSpinsLeft', { multiplier: step.multiplier, left: step.left });
  return t('respinsLeft', { left: step.left });
}
