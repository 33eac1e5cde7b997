// The lottery engine (issue 11): draw shapes, the provably fair draw of LOTTERY.md §7, and every play's
// selection rules, bet count, win function and probabilities. Pure functions, shared by server and browser.
export * from './types.js';

import type {
  DrawContext,
  DrawResult,
  DrawShape,
  Fraction,
  LineOutcome,
  OptionRates,
  PlayDefinition,
  PositionStats,
  Selection,
  SelectionCheck,
} from './types.js';

const pending = (): never => {
  throw new Error('lottery engine: not built yet');
};

/** Every play of a draw shape, in menu order (VN plays filtered by layout). */
export function playsOf(_shape: DrawShape): PlayDefinition[] {
  return pending();
}
/** A play by its id, or undefined. */
export function playById(_id: string): PlayDefinition | undefined {
  return pending();
}
/** Whether a selection is valid for the play, and how many bets it makes. */
export function checkSelection(_play: PlayDefinition, _selection: Selection): SelectionCheck {
  return pending();
}
/** What a valid selection won in a draw. */
export function settleLine(
  _play: PlayDefinition,
  _selection: Selection,
  _result: DrawResult,
  _context: DrawContext,
): LineOutcome {
  return pending();
}
/** An option's hit and push rates under the draw's rules. */
export function optionRates(_play: PlayDefinition, _option: string, _context: DrawContext): OptionRates {
  return pending();
}
/** The fair payout per unit staked on one bet: (1 - pushRate) / hitRate. */
export function fairFactor(_play: PlayDefinition, _option: string, _context: DrawContext): Fraction {
  return pending();
}
/** An upper bound of the prize units a valid selection can hit in one draw (for payout caps). */
export function maxHits(_play: PlayDefinition, _selection: Selection, _shape: DrawShape): number {
  return pending();
}
/** A fresh server seed: 32 bytes from the CSPRNG as 64 lower-case hex characters. */
export function newServerSeed(): string {
  return pending();
}
/** hex(SHA-256(seed bytes)). */
export async function commitmentOf(_serverSeed: string): Promise<string> {
  return pending();
}
/** The house draw of LOTTERY.md §7 for an issue. */
export async function drawResult(
  _shape: DrawShape,
  _gameCode: string,
  _issueNumber: string,
  _serverSeed: string,
): Promise<DrawResult> {
  return pending();
}
/** Hot numbers and gaps over a run of results, newest first. */
export function drawStats(_shape: DrawShape, _resultsNewestFirst: readonly DrawResult[]): PositionStats[] {
  return pending();
}
