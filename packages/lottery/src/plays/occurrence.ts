// Plays where each picked number is one bet paid once per equal number in the result (VN lô pays every
// occurrence, 4D pays every prize tier the number matches; đề and 3 càng are the case of a single number).
import { fraction } from '../fraction.js';
import type { DrawResult, DrawShape } from '../types.js';
import { area, definitionOf, type PlayHeader, type PlayRules, ratesNeverPushed, tallyOutcome } from './model.js';

/** A number of the result a pick is compared with, and the option an equal pick is paid as. */
export type PrizeEntry = readonly [option: string, number: string];

export interface OccurrenceSpec {
  header: PlayHeader;
  /** Every number a result's entries can show, each equally likely for every entry. */
  values: readonly string[];
  maxPicks: number;
  options: readonly string[];
  entriesOf(result: DrawResult, shape: DrawShape): readonly PrizeEntry[];
  /** How many entries of the option every result has. */
  entryCount(option: string, shape: DrawShape): number;
}

export function occurrencePlay(spec: OccurrenceSpec): PlayRules {
  const definition = definitionOf(spec.header, [area('numbers', spec.values, 1, spec.maxPicks)], spec.options);
  return {
    definition,
    countBets: (selection) => selection[0]?.length ?? 0,
    settle: (selection, result, context) => {
      const picks = new Set(selection[0]);
      const hits = new Map<string, number>();
      for (const [option, number] of spec.entriesOf(result, context)) {
        if (picks.has(number)) hits.set(option, (hits.get(option) ?? 0) + 1);
      }
      return tallyOutcome(spec.options, hits, 0);
    },
    // One pick's expected hits: each entry equals it with chance 1 / (number of values), and expectations add.
    rates: ratesNeverPushed(definition, (option, context) =>
      fraction(spec.entryCount(option, context), spec.values.length),
    ),
    // Picks are distinct, so each entry pays at most one of them.
    maxHits: (_selection, shape) => spec.options.reduce((sum, option) => sum + spec.entryCount(option, shape), 0),
  };
}
