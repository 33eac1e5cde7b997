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
export {
  GOAL_LADDER,
  ladderMultiple,
  MINES_TILES,
  minesMultiple,
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoTable,
  TOWER_LADDER,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  wheelTable,
} from './arcade/index.js';
export { BINGO_PAY_TABLE, type BingoCardView, type BingoPattern, type BingoView } from './bingo/index.js';
export {
  ANTE_BONUS,
  ANTE_PAYS,
  type BlackjackView,
  basicStrategy,
  blackjackTotal,
  type CaribbeanStudView,
  type CasinoHoldemView,
  caribbeanStudStrategy,
  casinoHoldemStrategy,
  PAIR_PLUS_RETURN,
  type PokerCategory,
  RAISE_PAYS,
  RED_DOG_TRIPS_PAYS,
  type RedDogOutcome,
  type RedDogView,
  redDogStrategy,
  spreadReturn,
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
export { PRIZE_TABLE, PRIZE_WEIGHT_TOTAL, type ScratchCardView } from './scratch/index.js';
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
