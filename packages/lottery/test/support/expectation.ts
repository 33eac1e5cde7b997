// What a selection should win on average, from the engine's rates: used by the exhaustive and Monte Carlo tests.
import { checkSelection, optionRates } from '../../src/index.js';
import type { DrawContext, Fraction, PlayDefinition, Selection } from '../../src/types.js';

/**
 * How many of the selection's bets are paid under each option: a two-sided bet is its picked option; the bets
 * of the other plays are paid under every option of the play (one option '*', or each 4D prize tier).
 */
export function betsPerOption(play: PlayDefinition, selection: Selection): Map<string, number> {
  const check = checkSelection(play, selection);
  if (!check.ok) throw new Error(`invalid test selection for ${play.id}: ${check.problem}`);
  if (play.prizeMode !== 'ZY') return new Map(play.options.map((option) => [option, check.bets]));
  const counts = new Map<string, number>();
  for (const option of selection.flat()) counts.set(option, (counts.get(option) ?? 0) + 1);
  return counts;
}

export interface OptionExpectation {
  option: string;
  bets: number;
  rates: { hitRate: Fraction; pushRate: Fraction };
}

export const expectationsOf = (play: PlayDefinition, selection: Selection, context: DrawContext): OptionExpectation[] =>
  [...betsPerOption(play, selection)].map(([option, bets]) => ({
    option,
    bets,
    rates: optionRates(play, option, context),
  }));
