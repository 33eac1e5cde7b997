import type { HouseGame } from '../game.js';
import { andarBahar } from './andar-bahar.js';
import { baccarat } from './baccarat.js';
import { craps } from './craps.js';
import { dragonTiger } from './dragon-tiger.js';
import { fanTan } from './fan-tan.js';
import { paiGow } from './pai-gow.js';
import { americanRoulette, europeanRoulette } from './roulette.js';
import { sicBo } from './sic-bo.js';

export type { AndarBaharView } from './andar-bahar.js';
export type { BaccaratView } from './baccarat.js';
export type { CrapsLineResult, CrapsView } from './craps.js';
export type { DragonTigerView, DragonTigerWinner } from './dragon-tiger.js';
export type { FanTanView } from './fan-tan.js';
export type { SettledWager, StoredWager } from './instant.js';
export type { PaiGowHandView, PaiGowView } from './pai-gow.js';
export type { PaiGowResult } from './pai-gow-hands.js';
export type { RouletteColour, RouletteView } from './roulette.js';
export type { SicBoView } from './sic-bo.js';

/** The table games, all instant: the wagers are settled on the deal. */
export const tableGames: HouseGame[] = [
  europeanRoulette,
  americanRoulette,
  sicBo,
  dragonTiger,
  fanTan,
  baccarat,
  andarBahar,
  craps,
  paiGow,
] as HouseGame[];
