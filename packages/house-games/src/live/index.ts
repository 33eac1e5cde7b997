import type { HouseGame } from '../game.js';
import { andarBahar } from '../table/andar-bahar.js';
import { baccarat } from '../table/baccarat.js';
import { dragonTiger } from '../table/dragon-tiger.js';
import { fanTan } from '../table/fan-tan.js';
import { europeanRoulette } from '../table/roulette.js';
import { sicBo } from '../table/sic-bo.js';
import { bullBull } from './bull-bull.js';
import { moneyWheel } from './money-wheel.js';
import { teenPatti } from './teen-patti.js';
import { xocDia } from './xoc-dia.js';

export type { BullBullHandView, BullBullView, BullBullWinner } from './bull-bull.js';
export {
  type CommonDrawResult,
  type CommonDrawState,
  type CommonDrawView,
  commonDrawBlackjack,
  commonDrawStrategy,
} from './common-draw-blackjack.js';
export { MONEY_WHEEL_SEGMENTS, MONEY_WHEEL_VALUES, type MoneyWheelView } from './money-wheel.js';
export {
  type BeadCell,
  type BigRoad,
  type BigRoadCell,
  beadPlate,
  bigRoad,
  type HotAndCold,
  hotAndCold,
  type NumberCount,
  type RoadWinner,
} from './roads.js';
export type { TeenPattiView, TeenPattiWinner } from './teen-patti.js';
export type { TeenPattiHand } from './teen-patti-hands.js';
export type { CoinFace, XocDiaView } from './xoc-dia.js';

/**
 * The maths each live table settles its bets with. Speed and squeeze baccarat deal and settle as baccarat does
 * (only the pace and the showing of the cards differ); blackjack and casino hold'em take the player's decisions
 * during the round, so no instant game settles them: null.
 */
const LIVE_GAMES: Readonly<Record<string, HouseGame | null>> = {
  baccarat,
  'speed-baccarat': baccarat,
  'squeeze-baccarat': baccarat,
  roulette: europeanRoulette,
  blackjack: null,
  'dragon-tiger': dragonTiger,
  'sic-bo': sicBo,
  'xoc-dia': xocDia,
  'fan-tan': fanTan,
  'bull-bull': bullBull,
  'casino-hold-em': null,
  'teen-patti': teenPatti,
  'andar-bahar': andarBahar,
  'money-wheel': moneyWheel,
} as Record<string, HouseGame | null>;

/** The instant game of a live kind (the kinds are the API's: `liveKindsList` in @portal/contracts). */
export const liveInstantGame = (kind: string): HouseGame | null => LIVE_GAMES[kind] ?? null;
