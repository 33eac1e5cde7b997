import { checkSelection } from '../../src/index.js';
import type { PlayDefinition, Selection } from '../../src/types.js';
import { randomSubset, type Uint32Source } from './random.js';

/**
 * A random valid selection: each area picks a random number of values between its minimum and
 * min(its maximum, cap), drawn again until the selection makes at least one bet.
 */
export function randomSelection(play: PlayDefinition, source: Uint32Source, cap = 8, atLeast = 0): Selection {
  for (;;) {
    const selection = play.areas.map(({ values, min, max }) => {
      const low = Math.max(min, Math.min(atLeast, max));
      const high = Math.max(low, Math.min(max, cap));
      return randomSubset(values, low + (source() % (high - low + 1)), source);
    });
    if (checkSelection(play, selection).ok) return selection;
  }
}

/** Every option in every area: one selection that exercises all the options of a two-sided play. */
export const everyOption = (play: PlayDefinition): Selection => play.areas.map(({ values }) => values);
