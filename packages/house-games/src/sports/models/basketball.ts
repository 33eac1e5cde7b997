import { type EventModel, quantisedModel, type WeightedResult } from '../distribution.js';
import { eloExpectation, sidesOf } from '../ratings.js';
import type { Competitor } from '../types.js';

/**
 * Basketball and e-basketball: each side has a fixed number of possessions, each ending in 0, 2 or 3 points; a
 * side's points are the sum, worked out exactly by convolution. The rating gap moves each possession's chance
 * of scoring by gap / 12500 (0.8 % per 100 points: about 3.6 points of margin over 96 possessions, as in Elo
 * models of the NBA). A tie after regulation goes to overtime, won by the rating favourite per Elo, with the
 * overtime's points added from a small table, so the final score never ties and is still enumerable.
 */
export interface BasketballShape {
  possessions: number;
  homeAdvantage: number;
}

export const BASKETBALL_GAME: BasketballShape = { possessions: 96, homeAdvantage: 70 };
/** Four five-minute quarters. */
export const E_BASKETBALL_GAME: BasketballShape = { possessions: 56, homeAdvantage: 30 };

const SCORING_CHANCE = 0.5;
const SCORING_CHANCE_PER_RATING_POINT = 1 / 12500;
/** Of the possessions that score, this share are threes. */
const THREE_SHARE = 0.25;
/** Points below and above a side's likeliest scores are folded into the edges past this tail probability. */
const TAIL = 1e-10;
/** An overtime's points, winner then loser, each equally likely. */
const OVERTIME_POINTS: readonly (readonly [number, number])[] = [
  [7, 5],
  [8, 6],
  [9, 7],
  [10, 7],
  [11, 8],
  [12, 9],
];

/** One side's points: the distribution of a sum of `possessions` draws of 0, 2 or 3 (index = points). */
export function possessionPoints(possessions: number, scoringChance: number): number[] {
  const chances: [number, number][] = [
    [2, scoringChance * (1 - THREE_SHARE)],
    [3, scoringChance * THREE_SHARE],
  ];
  let points = [1];
  for (let possession = 0; possession < possessions; possession++) {
    const next = new Array<number>(points.length + 3).fill(0);
    points.forEach((chance, score) => {
      next[score]! += chance * (1 - scoringChance);
      for (const [scored, likelihood] of chances) next[score + scored]! += chance * likelihood;
    });
    points = next;
  }
  return points;
}

/** [first score kept, chances from there]: the thin tails folded into the first and last kept score. */
function foldTails(points: readonly number[]): [number, number[]] {
  let low = 0;
  let below = 0;
  while (below + points[low]! < TAIL) below += points[low++]!;
  let high = points.length - 1;
  let above = 0;
  while (above + points[high]! < TAIL) above += points[high--]!;
  const kept = points.slice(low, high + 1);
  kept[0]! += below;
  kept[kept.length - 1]! += above;
  return [low, kept];
}

export function basketballModel(competitors: readonly Competitor[], shape: BasketballShape): EventModel {
  const [home, away] = sidesOf(competitors);
  const gap = home.rating + shape.homeAdvantage - away.rating;
  const chance = (sign: number) =>
    Math.min(0.8, Math.max(0.2, SCORING_CHANCE + sign * gap * SCORING_CHANCE_PER_RATING_POINT));
  const [homeLow, homePoints] = foldTails(possessionPoints(shape.possessions, chance(1)));
  const [awayLow, awayPoints] = foldTails(possessionPoints(shape.possessions, chance(-1)));
  const homeWinsOvertime = eloExpectation(home.rating + shape.homeAdvantage, away.rating);

  const byScore = new Map<string, WeightedResult>();
  const add = (homeScore: number, awayScore: number, probability: number) => {
    const key = `${homeScore}-${awayScore}`;
    const entry = byScore.get(key);
    if (entry) entry.probability += probability;
    else byScore.set(key, { result: { kind: 'score', home: homeScore, away: awayScore }, probability });
  };
  homePoints.forEach((homeChance, homeIndex) => {
    awayPoints.forEach((awayChance, awayIndex) => {
      const homeScore = homeLow + homeIndex;
      const awayScore = awayLow + awayIndex;
      const chance = homeChance * awayChance;
      if (homeScore !== awayScore) {
        add(homeScore, awayScore, chance);
        return;
      }
      const share = chance / OVERTIME_POINTS.length;
      for (const [winner, loser] of OVERTIME_POINTS) {
        add(homeScore + winner, awayScore + loser, share * homeWinsOvertime);
        add(homeScore + loser, awayScore + winner, share * (1 - homeWinsOvertime));
      }
    });
  });
  return quantisedModel([...byScore.values()]);
}
