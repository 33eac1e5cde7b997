import { playById, settleLine } from '../../src/index.js';
import type { DrawContext, DrawResult, PlayDefinition, Selection } from '../../src/types.js';
import { contextOf } from './context.js';

export function play(id: string): PlayDefinition {
  const found = playById(id);
  if (!found) throw new Error(`no play ${id}`);
  return found;
}

/** A line's outcome as { hits: { option: count }, pushes }, easy to compare with a hand-made expectation. */
export function outcome(id: string, selection: Selection, result: DrawResult, context?: DrawContext) {
  const definition = play(id);
  const settled = settleLine(definition, selection, result, context ?? contextOf(definition.kind));
  return { hits: Object.fromEntries(settled.hits.map(({ option, count }) => [option, count])), pushes: settled.pushes };
}

/** The outcome of a '*' play with `count` hits and no push. */
export const won = (count: number) => ({ hits: count > 0 ? { '*': count } : {}, pushes: 0 });

export const hits = (byOption: Record<string, number>, pushes = 0) => ({ hits: byOption, pushes });

/** '12345' -> ['1', '2', '3', '4', '5']. */
export const digits = (text: string) => [...text];

/** '03 07 11' -> ['03', '07', '11']. */
export const balls = (text: string) => text.split(' ');
