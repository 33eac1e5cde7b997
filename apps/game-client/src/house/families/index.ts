import type { HouseFamily } from '../plugin';

/**
 * Each family's client is a chunk of its own, loaded for the title being played: a roulette player never
 * downloads the video poker evaluator.
 */
const loaders: Record<string, () => Promise<HouseFamily>> = {
  'coin-flip': () => import('./generic').then((module) => module.genericFamily),
};

export type FamilyOf = HouseFamily;

/** The client of a house game; the generic board and view for a game without one of its own. */
export function familyOf(game: string): Promise<HouseFamily> {
  return (loaders[game] ?? (() => import('./generic').then((module) => module.genericFamily)))();
}
