import type { EventModel } from '../distribution.js';
import type { Competitor, Sport } from '../types.js';
import { BASKETBALL_GAME, basketballModel, E_BASKETBALL_GAME } from './basketball.js';
import { MOBA_MAP_RATING_SCALE, mapsModel, SHOOTER_MAP_RATING_SCALE, tennisModel } from './best-of-three.js';
import { cockfightModel } from './cockfight.js';
import { E_SOCCER_GOALS, FOOTBALL_GOALS, goalsModel } from './goals.js';
import { raceModel } from './race.js';
import { shootoutModel } from './shootout.js';

/** Models kept for competitors seen lately: a basketball model takes a tenth of a second to build. */
const remembered = new Map<string, EventModel>();
const REMEMBERED_MOST = 512;

/**
 * The model of an event of the sport between these competitors: what can happen, how likely, and its draw. The
 * same competitors (codes and ratings) give the same model, so a model is built once and kept for the next
 * pricing and the draw at the end (a virtual league plays the same pairs again and again).
 */
export function eventModel(sport: Sport, competitors: readonly Competitor[]): EventModel {
  const key = `${sport}|${competitors.map((competitor) => `${competitor.code}:${competitor.rating}`).join('|')}`;
  const known = remembered.get(key);
  if (known) return known;
  const model = buildModel(sport, competitors);
  if (remembered.size >= REMEMBERED_MOST) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, model);
  return model;
}

function buildModel(sport: Sport, competitors: readonly Competitor[]): EventModel {
  switch (sport) {
    case 'football':
      return goalsModel(competitors, FOOTBALL_GOALS);
    case 'e-soccer':
      return goalsModel(competitors, E_SOCCER_GOALS);
    case 'basketball':
      return basketballModel(competitors, BASKETBALL_GAME);
    case 'e-basketball':
      return basketballModel(competitors, E_BASKETBALL_GAME);
    case 'tennis':
      return tennisModel(competitors);
    case 'penalty-shootout':
      return shootoutModel(competitors);
    case 'horse-racing':
    case 'greyhounds':
      return raceModel(sport, competitors);
    case 'moba':
      return mapsModel(competitors, MOBA_MAP_RATING_SCALE);
    case 'tactical-shooter':
      return mapsModel(competitors, SHOOTER_MAP_RATING_SCALE);
    case 'cockfight':
      return cockfightModel(competitors);
    default:
      throw new RangeError(`sports: no model for '${sport as string}'`);
  }
}
