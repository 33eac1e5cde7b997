import { type EventModel, quantisedModel } from '../distribution.js';
import { eloExpectation, sidesOf } from '../ratings.js';
import type { Competitor } from '../types.js';

/**
 * A cockfight: meron (the first competitor, the favourite's corner by custom) against wala. A small fixed share
 * of fights is a draw; the rest is split by Elo expectation.
 */
export const COCKFIGHT_DRAW_CHANCE = 0.02;

export function cockfightModel(competitors: readonly Competitor[]): EventModel {
  const [meron, wala] = sidesOf(competitors);
  const meronWins = (1 - COCKFIGHT_DRAW_CHANCE) * eloExpectation(meron.rating, wala.rating);
  return quantisedModel([
    { result: { kind: 'cockfight', winner: 'meron' }, probability: meronWins },
    { result: { kind: 'cockfight', winner: 'wala' }, probability: 1 - COCKFIGHT_DRAW_CHANCE - meronWins },
    { result: { kind: 'cockfight', winner: 'draw' }, probability: COCKFIGHT_DRAW_CHANCE },
  ]);
}
