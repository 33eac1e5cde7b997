import type { HouseFamily } from '../plugin';

/**
 * Each family's client is a chunk of its own, loaded for the title being played: a roulette player never
 * downloads the video poker evaluator.
 */
const loaders: Record<string, () => Promise<HouseFamily>> = {
  'coin-flip': () => import('./generic').then((module) => module.genericFamily),
  dice: () => import('./arcade').then((module) => module.arcadeFamily),
  limbo: () => import('./arcade').then((module) => module.arcadeFamily),
  crash: () => import('./arcade').then((module) => module.arcadeFamily),
  jet: () => import('./arcade').then((module) => module.arcadeFamily),
  balloon: () => import('./arcade').then((module) => module.arcadeFamily),
  plinko: () => import('./arcade').then((module) => module.arcadeFamily),
  wheel: () => import('./arcade').then((module) => module.arcadeFamily),
  'jacks-or-better': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'deuces-wild': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'joker-poker': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'bonus-poker': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'double-bonus-poker': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'aces-and-faces': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'tens-or-better': () => import('./video-poker').then((module) => module.videoPokerFamily),
  'all-american': () => import('./video-poker').then((module) => module.videoPokerFamily),
  mines: () => import('./picks').then((module) => module.picksFamily),
  tower: () => import('./picks').then((module) => module.picksFamily),
  goal: () => import('./picks').then((module) => module.picksFamily),
  'hi-lo': () => import('./picks').then((module) => module.picksFamily),
  'scratch-card': () => import('./tickets').then((module) => module.ticketsFamily),
  bingo: () => import('./tickets').then((module) => module.ticketsFamily),
  baccarat: () => import('./deals').then((module) => module.dealsFamily),
  'dragon-tiger': () => import('./deals').then((module) => module.dealsFamily),
  'andar-bahar': () => import('./deals').then((module) => module.dealsFamily),
  'pai-gow': () => import('./deals').then((module) => module.dealsFamily),
  'european-roulette': () => import('./layouts').then((module) => module.layoutsFamily),
  'american-roulette': () => import('./layouts').then((module) => module.layoutsFamily),
  'sic-bo': () => import('./layouts').then((module) => module.layoutsFamily),
  craps: () => import('./layouts').then((module) => module.layoutsFamily),
  'fan-tan': () => import('./layouts').then((module) => module.layoutsFamily),
  blackjack: () => import('./duels').then((module) => module.duelsFamily),
  'three-card-poker': () => import('./duels').then((module) => module.duelsFamily),
  'red-dog': () => import('./duels').then((module) => module.duelsFamily),
  'caribbean-stud': () => import('./duels').then((module) => module.duelsFamily),
  'casino-holdem': () => import('./duels').then((module) => module.duelsFamily),
};

export type FamilyOf = HouseFamily;

/** The client of a house game; the generic board and view for a game without one of its own. */
export function familyOf(game: string): Promise<HouseFamily> {
  return (loaders[game] ?? (() => import('./generic').then((module) => module.genericFamily)))();
}
