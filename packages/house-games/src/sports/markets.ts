import type { EventModel } from './distribution.js';
import { balancedLine } from './lines-offered.js';
import { eventModel } from './models/index.js';
import { RACE_PLACES } from './models/race.js';
import { assertMargin, DEFAULT_SPORT_MARGINS, fairProbabilityOf, priceFromTally, selectionTally } from './pricing.js';
import { selectionsOf } from './selections.js';
import type { Competitor, MarketSpec, PricedMarket, Sport } from './types.js';

/** 2.5 goals or sets, in quarters: the standard football and tennis totals line. */
const TWO_AND_A_HALF = 10;
/** Home -1.5 sets: the home side wins 2-0. */
const MINUS_ONE_AND_A_HALF = -6;

/**
 * The markets each sport offers. Asian lines are chosen where the book is nearest even (a half line, and for the
 * football-like sports a quarter line beside it), except the lines that are standard anyway: 2.5 goals in
 * football, and -1.5 and 2.5 sets in tennis. E-soccer scores about twice football's goals, so its totals
 * line is the balanced half line rather than 2.5.
 */
export function marketsFor(sport: Sport, model: EventModel): MarketSpec[] {
  const { outcomes } = model;
  switch (sport) {
    case 'football':
    case 'e-soccer':
      return [
        { kind: 'match-result' },
        { kind: 'handicap', line: balancedLine(outcomes, 'handicap', 'half') },
        { kind: 'handicap', line: balancedLine(outcomes, 'handicap', 'quarter') },
        { kind: 'totals', line: sport === 'football' ? TWO_AND_A_HALF : balancedLine(outcomes, 'totals', 'half') },
        { kind: 'totals', line: balancedLine(outcomes, 'totals', 'quarter') },
        { kind: 'correct-score' },
        { kind: 'both-score' },
      ];
    case 'basketball':
    case 'e-basketball':
      return [
        { kind: 'moneyline' },
        { kind: 'handicap', line: balancedLine(outcomes, 'handicap', 'half') },
        { kind: 'totals', line: balancedLine(outcomes, 'totals', 'half') },
      ];
    case 'tennis':
      return [
        { kind: 'moneyline' },
        { kind: 'correct-score' },
        { kind: 'handicap', line: MINUS_ONE_AND_A_HALF },
        { kind: 'totals', line: TWO_AND_A_HALF },
      ];
    case 'penalty-shootout':
      return [{ kind: 'moneyline' }, { kind: 'totals', line: balancedLine(outcomes, 'totals', 'half') }];
    case 'horse-racing':
    case 'greyhounds':
      return [{ kind: 'race-win' }, { kind: 'race-place', places: RACE_PLACES[sport] }, { kind: 'forecast' }];
    case 'moba':
    case 'tactical-shooter':
      return [
        { kind: 'match-winner' },
        ...[1, 2, 3].map((map): MarketSpec => ({ kind: 'map-winner', map })),
        { kind: 'map-score' },
      ];
    case 'cockfight':
      return [{ kind: 'cockfight' }];
  }
}

/** Prices the markets of a model at a margin: each selection from the chances its own settlement gives. */
export function priceMarkets(
  sport: Sport,
  model: EventModel,
  competitors: readonly Competitor[],
  marginPercent: number,
): PricedMarket[] {
  assertMargin(marginPercent);
  const codes = competitors.map((competitor) => competitor.code);
  return marketsFor(sport, model).map((market) => ({
    market,
    selections: selectionsOf(market, codes, sport).map((code) => {
      const tally = selectionTally(model.outcomes, market, code);
      return { code, price: priceFromTally(tally, marginPercent), probability: fairProbabilityOf(tally) };
    }),
  }));
}

/**
 * The priced markets of an event. Competitors: home then away (meron then wala), or every runner of a race. The
 * prices come from the very distribution `outcomeSampler` draws the result from.
 */
export function pricesFor(
  sport: Sport,
  competitors: readonly Competitor[],
  marginPercent: number = DEFAULT_SPORT_MARGINS[sport],
): PricedMarket[] {
  return priceMarkets(sport, eventModel(sport, competitors), competitors, marginPercent);
}
