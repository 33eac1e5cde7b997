import type { HouseGame } from '../game.js';
import { bingo } from './bingo.js';

export { type BingoCardView, type BingoState, type BingoView, bingo } from './bingo.js';
export { BALLS, BALLS_DRAWN } from './card.js';
export { BINGO_RETURN } from './exact-return.js';
export { type BingoPattern, PAY_TABLE as BINGO_PAY_TABLE } from './patterns.js';

export const bingoGames: HouseGame[] = [bingo as HouseGame];
