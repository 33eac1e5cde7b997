import { type EventModel, quantisedModel } from '../distribution.js';
import { eloExpectation, sidesOf } from '../ratings.js';
import type { Competitor, EventResult } from '../types.js';

/**
 * Best of three sets (tennis) or maps (MOBA, tactical shooter): each set or map is won by the home side with one
 * fixed chance from the ratings, independently, and play stops at two. The Elo scale says how much a rating gap
 * counts in one set or map: a larger scale makes upsets likelier. Tennis and e-sports play on neutral ground.
 */
export const SET_RATING_SCALE = 600;
export const MOBA_MAP_RATING_SCALE = 400;
/** A tactical shooter map turns on a few rounds of economy and clutches: the favourite's edge counts less. */
export const SHOOTER_MAP_RATING_SCALE = 560;

/** The home side's chance of winning one set or map. */
export function unitChance(competitors: readonly Competitor[], scale: number): number {
  const [home, away] = sidesOf(competitors);
  return eloExpectation(home.rating, away.rating, scale);
}

type Side = 'home' | 'away';

/** The six ways a best of three is played, in order, with their chances. */
export function bestOfThreeSequences(homeChance: number): { maps: Side[]; probability: number }[] {
  const chanceOf = (side: Side) => (side === 'home' ? homeChance : 1 - homeChance);
  const sequences: Side[][] = [
    ['home', 'home'],
    ['home', 'away', 'home'],
    ['away', 'home', 'home'],
    ['away', 'away'],
    ['away', 'home', 'away'],
    ['home', 'away', 'away'],
  ];
  return sequences.map((maps) => ({ maps, probability: maps.reduce((p, side) => p * chanceOf(side), 1) }));
}

/** Tennis: the result is the sets won, 2-0, 2-1, 1-2 or 0-2; the order of the sets is not kept. */
export function tennisModel(competitors: readonly Competitor[]): EventModel {
  const bySets = new Map<string, { result: EventResult; probability: number }>();
  for (const { maps, probability } of bestOfThreeSequences(unitChance(competitors, SET_RATING_SCALE))) {
    const home = maps.filter((side) => side === 'home').length;
    const key = `${home}-${maps.length - home}`;
    const entry = bySets.get(key);
    if (entry) entry.probability += probability;
    else bySets.set(key, { result: { kind: 'score', home, away: maps.length - home }, probability });
  }
  return quantisedModel([...bySets.values()]);
}

/** MOBA and tactical shooter: the result keeps each map's winner, for the map-winner markets. */
export function mapsModel(competitors: readonly Competitor[], scale: number): EventModel {
  return quantisedModel(
    bestOfThreeSequences(unitChance(competitors, scale)).map(({ maps, probability }) => ({
      result: { kind: 'maps', maps },
      probability,
    })),
  );
}
