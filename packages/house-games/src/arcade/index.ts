import type { HouseGame } from '../game.js';
import { coinFlip } from './coin-flip.js';
import { dice } from './dice.js';
import { hiLo } from './hi-lo.js';
import { goal, tower } from './ladder-games.js';
import { mines } from './mines.js';
import { balloon, crash, jet, limbo } from './multiplier-games.js';
import { plinko } from './plinko.js';
import { wheel } from './wheel.js';

/** The arcade "originals" (kind 'AC'), coin flip included. */
export const arcadeGames: HouseGame[] = [
  coinFlip,
  dice,
  limbo,
  crash,
  jet,
  balloon,
  plinko,
  wheel,
  mines,
  tower,
  goal,
  hiLo,
];

export type { DiceView } from './dice.js';
export type { HiLoMove, HiLoView } from './hi-lo.js';
export type { LadderView } from './ladder.js';
export { ladderMultiple } from './ladder.js';
// What the clients print and preview (one home: the maths).
export { GOAL_LADDER, TOWER_LADDER } from './ladder-games.js';
export type { MinesView, PickStatus } from './mines.js';
export { minesMultiple, TILES as MINES_TILES } from './mines.js';
export type { MultiplierView } from './multiplier-games.js';
export type { PlinkoRisk, PlinkoView } from './plinko.js';
export { PLINKO_RISKS, PLINKO_ROWS, plinkoTable } from './plinko.js';
export type { MultipleView } from './shared.js';
export type { WheelRisk, WheelView } from './wheel.js';
export { WHEEL_RISKS, WHEEL_SEGMENTS, wheelTable } from './wheel.js';
