import type { Competitor } from './types.js';

/** Elo's expected score of a side against another: 1 / (1 + 10^(-gap / scale)); a larger scale flattens it. */
export function eloExpectation(rating: number, opponentRating: number, scale = 400): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / scale));
}

/** Checks the field of an event: the right number of sides, each code once, finite ratings. */
export function assertField(competitors: readonly Competitor[], min: number, max = min): void {
  if (competitors.length < min || competitors.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`;
    throw new RangeError(`sports: this event has ${wanted} competitors, not ${competitors.length}`);
  }
  const codes = new Set(competitors.map((competitor) => competitor.code));
  if (codes.size !== competitors.length || codes.has('')) throw new RangeError('sports: competitor codes differ');
  for (const competitor of competitors) {
    // '>' joins the two runners of a forecast selection, so a code cannot contain it.
    if (competitor.code.includes('>')) throw new RangeError(`sports: '${competitor.code}' contains '>'`);
    if (!Number.isFinite(competitor.rating)) throw new RangeError(`sports: ${competitor.code} has no rating`);
  }
}

/** The two sides of a match, home (or meron) first. */
export function sidesOf(competitors: readonly Competitor[]): [Competitor, Competitor] {
  assertField(competitors, 2);
  return [competitors[0]!, competitors[1]!];
}
