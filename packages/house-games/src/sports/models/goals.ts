import { type EventModel, independentScores, poissonUpTo, quantisedModel } from '../distribution.js';
import { sidesOf } from '../ratings.js';
import type { Competitor } from '../types.js';

/**
 * Football and e-soccer: each side's goals are an independent Poisson count. The rating gap (home advantage
 * added) moves goals from the weaker side to the stronger: λ = base × 10^(±gap / 1600), so a 400-point gap makes
 * the stronger side score about 3.2 times as often. Counts stop at a cap with the tail folded into it, which keeps
 * the distribution finite and exactly the one both the prices and the draw use.
 */
export interface GoalsShape {
  /** Each side's mean goals when the ratings (home advantage included) are level. */
  baseGoals: number;
  /** Rating points the home side is given. */
  homeAdvantage: number;
  /** The highest count kept; anything above scores as the cap. */
  maxGoals: number;
}

export const FOOTBALL_GOALS: GoalsShape = { baseGoals: 1.35, homeAdvantage: 60, maxGoals: 10 };
/** Eight-minute virtual halves with no tired legs: more goals, and a smaller home crowd effect. */
export const E_SOCCER_GOALS: GoalsShape = { baseGoals: 2.5, homeAdvantage: 25, maxGoals: 15 };

const GOAL_RATING_SCALE = 1600;

/** The two sides' mean goals before the cap. */
export function goalRates(competitors: readonly Competitor[], shape: GoalsShape): { home: number; away: number } {
  const [home, away] = sidesOf(competitors);
  const gap = home.rating + shape.homeAdvantage - away.rating;
  return {
    home: shape.baseGoals * 10 ** (gap / GOAL_RATING_SCALE),
    away: shape.baseGoals * 10 ** (-gap / GOAL_RATING_SCALE),
  };
}

export function goalsModel(competitors: readonly Competitor[], shape: GoalsShape): EventModel {
  const rates = goalRates(competitors, shape);
  return quantisedModel(
    independentScores(poissonUpTo(rates.home, shape.maxGoals), poissonUpTo(rates.away, shape.maxGoals)),
  );
}
