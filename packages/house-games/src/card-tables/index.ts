import type { HouseGame } from '../game.js';
import { blackjack } from './blackjack.js';
import { caribbeanStud } from './caribbean-stud.js';
import { casinoHoldem } from './casino-holdem.js';
import { redDog } from './red-dog.js';
import { threeCardPoker } from './three-card-poker.js';

export {
  type BlackjackHandView,
  type BlackjackResult,
  type BlackjackView,
  basicStrategy,
  blackjack,
} from './blackjack.js';
export { type CaribbeanStudView, caribbeanStud, caribbeanStudStrategy } from './caribbean-stud.js';
export { type CasinoHoldemView, casinoHoldem } from './casino-holdem.js';
export { casinoHoldemStrategy } from './casino-holdem-strategy.js';
export type { PokerCategory } from './poker-hands.js';
export { type RedDogOutcome, type RedDogView, redDog, redDogStrategy } from './red-dog.js';
export type { TableOutcome } from './table-outcome.js';
export { type ThreeCardPokerView, threeCardPoker, threeCardPokerStrategy } from './three-card-poker.js';

export const cardTableGames: HouseGame[] = [blackjack, threeCardPoker, redDog, caribbeanStud, casinoHoldem];

// The pay tables and the blackjack total, for the clients that print and light them (one home: here).
export { handTotal as blackjackTotal } from './blackjack-hand.js';
export { RAISE_PAYS } from './caribbean-stud.js';
export { ANTE_PAYS } from './casino-holdem.js';
export { RED_DOG_TRIPS_PAYS, spreadReturn } from './red-dog.js';
export { ANTE_BONUS, PAIR_PLUS_RETURN } from './three-card-poker-return.js';
