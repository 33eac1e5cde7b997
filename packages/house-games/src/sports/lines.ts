import type { LegOutcome } from './types.js';

/**
 * Asian lines, in quarters. A whole or half line (an even number of quarters) settles on the sign of the edge:
 * win, push when level, lose. A quarter line (odd) splits the stake over its two neighbours half a unit apart,
 * e.g. -0.25 is half on 0 and half on -0.5, so one half can push while the other wins or loses.
 */

export function assertLine(line: number): void {
  // A thousand goals or points either way is far past any line a book quotes: beyond it, the input is a typo.
  if (!Number.isInteger(line) || Math.abs(line) > 4000) {
    throw new RangeError(`sports: a line is a whole number of quarters, not ${line}`);
  }
}

function wholeLineOutcome(edgeQuarters: number): 'win' | 'push' | 'lose' {
  return edgeQuarters > 0 ? 'win' : edgeQuarters < 0 ? 'lose' : 'push';
}

/** The two halves of a quarter line, the lower line first: the lower is never the better for the bettor. */
function splitOutcome(lower: 'win' | 'push' | 'lose', upper: 'win' | 'push' | 'lose'): LegOutcome {
  if (lower === upper) return lower;
  if (lower === 'push' && upper === 'win') return 'half-win';
  if (lower === 'lose' && upper === 'push') return 'half-lose';
  // Whole-unit scores move the edge in steps of 4 quarters, so the halves (2 apart) never straddle a win and a loss.
  throw new RangeError('sports: a quarter line cannot both win and lose on a whole-number score');
}

/**
 * A selection's outcome on a line: `edgeQuarters` is four times the selection's own margin (its goals minus the
 * other side's, or the total for 'over'), and `line` what the selection is given (negative when it gives).
 */
export function lineOutcome(edgeQuarters: number, line: number): LegOutcome {
  assertLine(line);
  if (line % 2 === 0) return wholeLineOutcome(edgeQuarters + line);
  return splitOutcome(wholeLineOutcome(edgeQuarters + line - 1), wholeLineOutcome(edgeQuarters + line + 1));
}

/** A handicap selection: the home side takes the line, the away side its opposite. */
export function handicapOutcome(side: 'home' | 'away', home: number, away: number, line: number): LegOutcome {
  return side === 'home' ? lineOutcome(4 * (home - away), line) : lineOutcome(4 * (away - home), -line);
}

/** A totals selection: over wins above the line, under below it. */
export function totalsOutcome(side: 'over' | 'under', total: number, line: number): LegOutcome {
  return side === 'over' ? lineOutcome(4 * total, -line) : lineOutcome(-4 * total, line);
}
