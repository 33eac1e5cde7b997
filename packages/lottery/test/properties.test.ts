// fast-check properties over random selections of every play: bet counts against a brute-force expansion, a
// line's outcome as the sum of its single bets' outcomes (each bet is decided on its own), and maxHits as a bound.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelection, maxHits, playsOf, settleLine } from '../src/index.js';
import type { DrawContext, LineOutcome, PlayDefinition, Selection } from '../src/types.js';
import { bruteForceBets } from './support/bets.js';
import { allShapes, shapeName } from './support/context.js';
import { plantedResult } from './support/planted.js';
import { sfc32 } from './support/random.js';

/** A few more than the minimum per area: enough for multi-pick lines, few enough to list every single bet. */
const EXTRA_PICKS = 3;

const selectionOf = (play: PlayDefinition): fc.Arbitrary<Selection> =>
  fc.tuple(
    ...play.areas.map(({ values, min, max }) =>
      fc
        .uniqueArray(fc.nat(values.length - 1), { minLength: min, maxLength: Math.min(max, min + EXTRA_PICKS) })
        .map((indices) => indices.map((index) => values[index]!)),
    ),
  );

const hitsByOption = ({ hits }: LineOutcome) => Object.fromEntries(hits.map(({ option, count }) => [option, count]));

function sumOfOutcomes(outcomes: LineOutcome[]) {
  const hits: Record<string, number> = {};
  for (const outcome of outcomes) {
    for (const { option, count } of outcome.hits) hits[option] = (hits[option] ?? 0) + count;
  }
  return { hits, pushes: outcomes.reduce((sum, { pushes }) => sum + pushes, 0) };
}

const playsByShape = allShapes.flatMap((context) =>
  playsOf(context).map((play) => [`${shapeName(context)} ${play.id}`, play, context] as const),
);

describe.each(playsByShape)('%s', (_name, play: PlayDefinition, context: DrawContext) => {
  it('counts the bets a brute-force expansion lists, and refuses a selection that makes none', () => {
    fc.assert(
      fc.property(selectionOf(play), (selection) => {
        const bets = bruteForceBets(play, selection);
        expect(new Set(bets.map(({ key }) => key)).size).toBe(bets.length);
        expect(checkSelection(play, selection)).toEqual(
          bets.length > 0 ? { ok: true, bets: bets.length } : { ok: false, problem: 'wrong_count' },
        );
      }),
      { numRuns: 40 },
    );
  });

  it('settles a line as the sum of its single bets, within maxHits', () => {
    fc.assert(
      fc.property(selectionOf(play), fc.nat(), (selection, seed) => {
        fc.pre(checkSelection(play, selection).ok);
        const result = plantedResult(play, selection, context, sfc32(seed));
        const outcome = settleLine(play, selection, result, context);
        const total = outcome.hits.reduce((sum, { count }) => sum + count, 0);
        expect(total).toBeLessThanOrEqual(maxHits(play, selection, context));
        const bets = bruteForceBets(play, selection);
        expect(outcome.pushes).toBeLessThanOrEqual(bets.length);
        // Group-3 bets (a doubled digit and a single one) are no selection of their own.
        if (bets.some((bet) => bet.selection === null)) return;
        const singles = bets.map((bet) => settleLine(play, bet.selection!, result, context));
        expect({ hits: hitsByOption(outcome), pushes: outcome.pushes }).toEqual(sumOfOutcomes(singles));
      }),
      { numRuns: 40 },
    );
  });
});
