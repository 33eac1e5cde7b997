// Results that share numbers with a selection: a random draw with some of the picks planted where the play
// looks, so that property tests see wins (a uniform draw rarely hits a 5-star line).
import type { DrawContext, DrawResult, PlayDefinition, Selection } from '../../src/types.js';
import { seededDraw, type Uint32Source } from './random.js';

const isBallGame = (kind: string) => ['11X5', 'PK10', 'LHC', 'LF'].includes(kind);

/** Puts a value at a place of the result: balls swap (or replace one absent), digits overwrite the number's tail. */
function plant(result: string[], place: number, value: string, ballGame: boolean) {
  if (ballGame) {
    const current = result.indexOf(value);
    if (current >= 0) [result[current], result[place]] = [result[place]!, value];
    else result[place] = value;
    return;
  }
  const number = result[place]!;
  if (value.length <= number.length) result[place] = number.slice(0, number.length - value.length) + value;
}

export function plantedResult(
  play: PlayDefinition,
  selection: Selection,
  context: DrawContext,
  source: Uint32Source,
): DrawResult {
  const result = [...seededDraw(context, source)];
  // Two-sided picks are options, not numbers, and a random draw already wins about half of them.
  if (play.prizeMode === 'ZY') return result;
  const ballGame = isBallGame(context.kind);
  play.areas.forEach(({ key }, areaIndex) => {
    const picks = selection[areaIndex] ?? [];
    if (picks.length === 0) return;
    const position = /^pos(\d+)$/.exec(key);
    if (position) {
      // Most of the time the position shows one of its picks.
      if (source() % 4 !== 0) plant(result, Number(position[1]) - 1, picks[source() % picks.length]!, ballGame);
      return;
    }
    if (key !== 'numbers') return;
    // A few picks at random places, the first place (ĐB, ball 1) often, the last (special, G8) often.
    const plants = source() % Math.min(picks.length + 1, 6);
    for (let i = 0; i < plants; i++) {
      const roll = source() % 4;
      const place = roll === 0 ? 0 : roll === 1 ? result.length - 1 : source() % result.length;
      plant(result, place, picks[source() % picks.length]!, ballGame);
    }
  });
  return result;
}
