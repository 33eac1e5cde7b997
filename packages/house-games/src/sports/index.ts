// The pure maths of the sportsbook: exact bet money (prices in thousandths, bigint stakes), settlement of every
// market on a result, prices from rating models at a stated margin, the provably fair draw of a virtual event
// from the same model, and cash-out offers.
export {
  betPayout,
  betResultOf,
  combinedPrice,
  LEG_FACTOR_UNIT,
  legReturnFactor,
  potentialReturn,
} from './bet.js';
export { type CashOutBet, type CashOutLeg, cashOutOffer } from './cash-out.js';
export { type EventModel, WEIGHT_TOTAL, type WeightedResult } from './distribution.js';
export { drawEventResult, outcomeSampler } from './draw.js';
export { lineOutcome } from './lines.js';
export { pricesFor } from './markets.js';
export { COCKFIGHT_DRAW_CHANCE } from './models/cockfight.js';
export { eventModel } from './models/index.js';
export { RACE_FIELD_SIZE, RACE_PLACES, type RaceSport } from './models/race.js';
export {
  DEFAULT_SPORT_MARGINS,
  fairProbabilityOf,
  type OutcomeTally,
  priceForProbability,
  priceFromTally,
  selectionTally,
} from './pricing.js';
export { BEST_OF_THREE_SCORES, CORRECT_SCORES, isValidSelection, selectionsOf } from './selections.js';
export { selectionOutcome } from './settle.js';
export {
  type BetResult,
  type Competitor,
  type EventResult,
  type LegOutcome,
  type MarketSpec,
  type PricedMarket,
  type PricedSelection,
  SPORTS,
  SPORTS_MAX_PRICE,
  SPORTS_MIN_PRICE,
  type Sport,
} from './types.js';
