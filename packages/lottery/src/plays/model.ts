// The inside of a play: its public definition plus the rules the engine runs for it. Builders (positional.ts,
// combo.ts, occurrence.ts, two-sided.ts) make these from a few parameters so each kind's file only states its rules.
import { ZERO } from '../fraction.js';
import type {
  DrawContext,
  DrawResult,
  DrawShape,
  Fraction,
  LineOutcome,
  LotteryKind,
  OptionRates,
  PickArea,
  PlayDefinition,
  Selection,
  VnLayout,
} from '../types.js';

export interface PlayRules {
  definition: PlayDefinition;
  /** The bets of a selection whose areas hold allowed, distinct values in allowed numbers; 0 when it makes none. */
  countBets(selection: Selection): number;
  /** What a valid selection won in a well-formed result. */
  settle(selection: Selection, result: DrawResult, context: DrawContext): LineOutcome;
  rates(option: string, context: DrawContext): OptionRates;
  /** An upper bound (exact where it is cheap) of the prize units the selection can hit in one draw. */
  maxHits(selection: Selection, shape: DrawShape): number;
}

/** Everything of a definition but its areas and options, which the builders fill in. */
export interface PlayHeader {
  id: string;
  kind: LotteryKind;
  group: string;
  prizeMode: PlayDefinition['prizeMode'];
  scaling: PlayDefinition['scaling'];
  layouts?: readonly VnLayout[];
}

/** Official plays: fixed prizes scaled by the member's prize group. */
export const official = (kind: LotteryKind, id: string, group: string): PlayHeader => ({
  id,
  kind,
  group,
  prizeMode: 'LOTT',
  scaling: 'group',
});

/** Two-sided (credit) plays at fixed odds per site. */
export const twoSided = (kind: LotteryKind, id: string, group = 'twoSided'): PlayHeader => ({
  id,
  kind,
  group,
  prizeMode: 'ZY',
  scaling: 'odds',
});

/** The single option of plays whose bets all have the same chance. */
export const ANY_OPTION = '*';

export const area = (key: string, values: readonly string[], min: number, max: number): PickArea => ({
  key,
  values,
  min,
  max,
});

/** 'pos1' for the result's first number. */
export const positionKey = (index: number): string => `pos${index + 1}`;

export const positionAreas = (positions: readonly number[], values: readonly string[], min: number): PickArea[] =>
  positions.map((position) => area(positionKey(position), values, min, values.length));

/** 0, 1, ..., count - 1. */
export const indices = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

export function definitionOf(header: PlayHeader, areas: readonly PickArea[], options: readonly string[]) {
  const { layouts, ...rest } = header;
  const definition: PlayDefinition = { ...rest, areas, options };
  if (layouts) definition.layouts = layouts;
  return definition;
}

/** The outcome of a play with the single option '*'. */
export const singleOptionOutcome = (hits: number, pushes = 0): LineOutcome => ({
  hits: hits > 0 ? [{ option: ANY_OPTION, count: hits }] : [],
  pushes,
});

/** Counts hits per option in the play's option order, leaving out options that hit nothing. */
export function tallyOutcome(options: readonly string[], hits: ReadonlyMap<string, number>, pushes: number) {
  const outcome: LineOutcome = { hits: [], pushes };
  for (const option of options) {
    const count = hits.get(option) ?? 0;
    if (count > 0) outcome.hits.push({ option, count });
  }
  return outcome;
}

/** The rates function of a play whose bets are never pushed: the option is checked, then its hit rate given. */
export const ratesNeverPushed =
  (definition: PlayDefinition, hitRateOf: (option: string, context: DrawContext) => Fraction) =>
  (option: string, context: DrawContext): OptionRates => {
    assertOption(definition, option);
    return { hitRate: hitRateOf(option, context), pushRate: ZERO };
  };

export function assertOption(definition: PlayDefinition, option: string): void {
  if (!definition.options.includes(option)) throw new Error(`lottery: ${definition.id} has no option ${option}`);
}

/** The picks of a selection's area (an empty list for an area left blank). */
export const picksOf = (selection: Selection, areaIndex: number): readonly string[] => selection[areaIndex] ?? [];
