import type { HouseGame } from '../game.js';
import { scratchCard } from './scratch-card.js';

export { FACE_CELLS, type ScratchFace } from './face.js';
export { PRIZE_TABLE, PRIZE_WEIGHT_TOTAL, type PrizeTier } from './prize-table.js';
export { type ScratchCardState, type ScratchCardView, scratchCard } from './scratch-card.js';

export const scratchGames: HouseGame[] = [scratchCard as HouseGame];
