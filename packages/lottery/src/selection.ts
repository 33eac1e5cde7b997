// The checks every play shares: the right areas, allowed values, no value twice, picks per area within bounds.
import type { PlayDefinition, Selection, SelectionCheck } from './types.js';

type Problem = Extract<SelectionCheck, { ok: false }>;

const allowedValues = new WeakMap<readonly string[], ReadonlySet<string>>();
function allowedOf(values: readonly string[]): ReadonlySet<string> {
  let allowed = allowedValues.get(values);
  if (!allowed) {
    allowed = new Set(values);
    allowedValues.set(values, allowed);
  }
  return allowed;
}

/** Whether a value stands twice in the picks (a scan for the usual handful, a set for long lists). */
function hasDuplicate(picks: readonly string[]): boolean {
  if (picks.length > 16) return new Set(picks).size !== picks.length;
  for (let i = 1; i < picks.length; i++) if (picks.lastIndexOf(picks[i]!, i - 1) !== -1) return true;
  return false;
}

/** The first problem of the selection's areas, in area order; undefined when every area is fine. */
export function areaProblem(play: PlayDefinition, selection: Selection): Problem | undefined {
  if (selection.length !== play.areas.length) return { ok: false, problem: 'wrong_areas' };
  for (let index = 0; index < play.areas.length; index++) {
    const area = play.areas[index]!;
    const picks = selection[index]!;
    const allowed = allowedOf(area.values);
    if (!picks.every((value) => allowed.has(value))) return { ok: false, problem: 'out_of_range', area: index };
    if (hasDuplicate(picks)) return { ok: false, problem: 'duplicate', area: index };
    if (picks.length < area.min || picks.length > area.max) return { ok: false, problem: 'wrong_count', area: index };
  }
  return undefined;
}
