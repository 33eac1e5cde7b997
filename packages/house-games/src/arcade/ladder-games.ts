import type { HouseGame } from '../game.js';
import { type LadderState, ladderGame } from './ladder.js';

/**
 * Tower: 9 floors; spot `tower-<difficulty>`; action `pick-<tile>` per floor (tiles numbered from the left) and
 * `cashout` after at least one floor. Difficulty sets the tiles and traps of every floor.
 */
export const TOWER_LADDER = {
  floors: 9,
  levels: {
    easy: { tiles: 4, traps: 1 },
    medium: { tiles: 3, traps: 1 },
    hard: { tiles: 2, traps: 1 },
    expert: { tiles: 3, traps: 2 },
    master: { tiles: 4, traps: 3 },
  },
} as const;

export const tower: HouseGame<LadderState> = ladderGame({
  id: 'tower',
  spotPrefix: 'tower-',
  verb: 'pick',
  ...TOWER_LADDER,
});

/**
 * Goal (penalty kicks): 8 rows of kicks from the bottom; spot `goal-<size>`; action `shoot-<column>` per row and
 * `cashout` after at least one goal. The bigger the goal, the more places the keeper and his wall cover:
 * small 3 columns with the keeper on 1, medium 4 columns with 2 covered, large 5 columns with 3 covered.
 */
export const GOAL_LADDER = {
  floors: 8,
  levels: {
    small: { tiles: 3, traps: 1 },
    medium: { tiles: 4, traps: 2 },
    large: { tiles: 5, traps: 3 },
  },
} as const;

export const goal: HouseGame<LadderState> = ladderGame({
  id: 'goal',
  spotPrefix: 'goal-',
  verb: 'shoot',
  ...GOAL_LADDER,
});
