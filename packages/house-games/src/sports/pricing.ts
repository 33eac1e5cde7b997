import type { WeightedResult } from './distribution.js';
import { selectionOutcome } from './settle.js';
import { type LegOutcome, type MarketSpec, SPORTS_MAX_PRICE, SPORTS_MIN_PRICE, type Sport } from './types.js';

/**
 * The margin each sport is priced at by default, in percent: every selection's expected return is 1 / (1 + m/100)
 * of its stake before the price is floored. Races carry more, as their books do (many runners, and forecasts).
 */
export const DEFAULT_SPORT_MARGINS: Readonly<Record<Sport, number>> = {
  football: 6,
  basketball: 5,
  tennis: 6,
  'horse-racing': 12,
  greyhounds: 12,
  'penalty-shootout': 7,
  'e-soccer': 7,
  'e-basketball': 6,
  moba: 7,
  'tactical-shooter': 7,
  cockfight: 5,
};

export function assertMargin(marginPercent: number): void {
  if (!Number.isFinite(marginPercent) || marginPercent < 0 || marginPercent > 50) {
    throw new RangeError(`sports: a margin is 0 to 50 percent, not ${marginPercent}`);
  }
}

/** How likely each way a selection can end is; push and void both give the stake back. */
export interface OutcomeTally {
  win: number;
  halfWin: number;
  stakesBack: number;
  halfLose: number;
  lose: number;
}

const TALLY_FIELD: Record<LegOutcome, keyof OutcomeTally> = {
  win: 'win',
  'half-win': 'halfWin',
  push: 'stakesBack',
  void: 'stakesBack',
  'half-lose': 'halfLose',
  lose: 'lose',
};

/** Tallies how a selection ends, given a way to settle it on each result. */
export function tallyWith<R>(
  outcomes: readonly { result: R; probability: number }[],
  settle: (result: R) => LegOutcome,
): OutcomeTally {
  const tally: OutcomeTally = { win: 0, halfWin: 0, stakesBack: 0, halfLose: 0, lose: 0 };
  for (const { result, probability } of outcomes) tally[TALLY_FIELD[settle(result)]] += probability;
  return tally;
}

export const selectionTally = (
  outcomes: readonly WeightedResult[],
  market: MarketSpec,
  selection: string,
): OutcomeTally => tallyWith(outcomes, (result) => selectionOutcome(market, selection, result));

/** The share of the stake paid at the price, and the share handed back at 1. */
function shares(tally: OutcomeTally): { atPrice: number; handedBack: number } {
  return {
    atPrice: tally.win + tally.halfWin / 2,
    handedBack: tally.halfWin / 2 + tally.stakesBack + tally.halfLose / 2,
  };
}

/**
 * The price d at which the selection's expected return, atPrice × d + handedBack, is 1 / (1 + m/100), floored to
 * thousandths and kept within [1.010, 1000]. For a plain win-or-lose selection this is floor(1000 / (p(1 + m/100))).
 */
export function priceFromTally(tally: OutcomeTally, marginPercent: number): number {
  assertMargin(marginPercent);
  const { atPrice, handedBack } = shares(tally);
  if (atPrice <= 0) return SPORTS_MAX_PRICE;
  const target = 100 / (100 + marginPercent);
  // The 1e-9 keeps a price that is exact in decimals (0.5 at no margin: 2000) from flooring a float hair below.
  const price = Math.floor((1000 * (target - handedBack)) / atPrice + 1e-9);
  return Math.min(SPORTS_MAX_PRICE, Math.max(SPORTS_MIN_PRICE, price));
}

/** The price of a selection that wins with chance p and otherwise loses. */
export function priceForProbability(probability: number, marginPercent: number): number {
  return priceFromTally(
    { win: probability, halfWin: 0, stakesBack: 0, halfLose: 0, lose: 1 - probability },
    marginPercent,
  );
}

/** 1 / fair price: the win chance once stakes handed back are taken out, as the price takes them out. */
export function fairProbabilityOf(tally: OutcomeTally): number {
  const { atPrice, handedBack } = shares(tally);
  return handedBack >= 1 ? 0 : atPrice / (1 - handedBack);
}
