import type { HouseGame } from '../game.js';
import { makeVideoPoker } from './game.js';
import { payTables } from './pay-tables.js';

/**
 * The video poker games (kind 'VP'): Jacks or Better 9/6, Deuces Wild full pay, Joker Poker (kings or better,
 * 53 cards), Bonus Poker 8/5, Double Bonus 10/7, Aces and Faces 8/5, Tens or Better 6/5 and All American.
 */
export const videoPokerGames: HouseGame[] = payTables.map((table) => makeVideoPoker(table) as HouseGame);

export { bestHold, holdValues } from './best-hold.js';
export { evaluateHand } from './evaluator.js';
export { finalHand, type VideoPokerState, type VideoPokerView } from './game.js';
export type { PayLine, PayTable, VideoPokerId } from './pay-tables.js';
export { payTables } from './pay-tables.js';
