export { coinFlip } from './arcade/coin-flip.js';
export type {
  DiceView,
  HiLoMove,
  HiLoView,
  LadderView,
  MinesView,
  MultipleView,
  MultiplierView,
  PickStatus,
  PlinkoRisk,
  PlinkoView,
  WheelRisk,
  WheelView,
} from './arcade/index.js';
export type { BingoCardView, BingoPattern, BingoView } from './bingo/index.js';
export {
  type BlackjackView,
  basicStrategy,
  type CaribbeanStudView,
  type CasinoHoldemView,
  caribbeanStudStrategy,
  casinoHoldemStrategy,
  type PokerCategory,
  type RedDogOutcome,
  type RedDogView,
  redDogStrategy,
  type TableOutcome,
  type ThreeCardPokerView,
  threeCardPokerStrategy,
} from './card-tables/index.js';
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
export type { ScratchCardView } from './scratch/index.js';
export type {
  AndarBaharView,
  BaccaratView,
  CrapsLineResult,
  CrapsView,
  DragonTigerView,
  DragonTigerWinner,
  FanTanView,
  PaiGowHandView,
  PaiGowResult,
  PaiGowView,
  RouletteColour,
  RouletteView,
  SettledWager,
  SicBoView,
} from './table/index.js';
export {
  bestHold,
  type PayLine,
  type PayTable,
  payTables,
  type VideoPokerId,
  type VideoPokerView,
} from './video-poker/index.js';
