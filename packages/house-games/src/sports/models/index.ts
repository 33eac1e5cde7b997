import type { EventModel } from '../distribution.js';
import type { Competitor, Sport } from '../types.js';
import { BASKETBALL_GAME, basketballModel, E_BASKETBALL_GAME } from './basketball.js';
import { MOBA_MAP_RATING_SCALE, mapsModel, SHOOTER_MAP_RATING_SCALE, tennisModel } from './best-of-three.js';
import { cockfightModel } from './cockfight.js';
import { E_SOCCER_GOALS, FOOTBALL_GOALS, goalsModel } from './goals.js';
import { raceModel } from './race.js';
import { shootoutModel } from './shootout.js';

/** The model of an event of the sport between these competitors: what can happen, how likely, and its draw. */
export function eventModel(sport: Sport, competitors: readonly Competitor[]): EventModel {
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
