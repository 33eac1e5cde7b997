export { coinFlip } from './arcade/coin-flip.js';
export { type Card, cardLabel, dealFrom, freshShoe, JOKER, rankOf, suitOf } from './cards.js';
export {
  type Acted,
  type GameRules,
  type HouseGame,
  HouseGameInputError,
  type HouseKind,
  type ReturnMethod,
  type SpotRule,
  type Wager,
} from './game.js';
export { returnOf, totalStake } from './money.js';
export { houseGameById, houseGames } from './registry.js';
