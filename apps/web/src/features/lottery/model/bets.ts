import type { PlayMenu, PlayMenuItem } from '@portal/contracts';
import { checkSelection, type SelectionCheck } from '@portal/lottery';
import { definitionOf } from './slip';

/** An empty pick per area of a play. */
export const emptySelection = (play: PlayMenuItem): string[][] => play.areas.map(() => []);

/**
 * The engine's verdict on a pick: how many bets it makes, or what is wrong with it. Nothing picked yet
 * is no verdict at all (null), so the page does not scold a member who has not started.
 */
export function countBets(menu: PlayMenu, play: PlayMenuItem, selection: string[][]): SelectionCheck | null {
  if (selection.every((picked) => picked.length === 0)) return null;
  try {
    return checkSelection(definitionOf(menu, play), selection);
  } catch {
    return { ok: false, problem: 'wrong_areas' };
  }
}
