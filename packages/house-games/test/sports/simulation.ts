import { runSampler, sfc32 } from '@portal/lottery';
import {
  eventModel,
  legReturnFactor,
  type MarketSpec,
  type PricedMarket,
  pricesFor,
  type Sport,
  selectionOutcome,
} from '../../src/sports/index.js';
import { typicalEvent } from './fixtures.js';

export interface MarketRun {
  market: MarketSpec;
  /** Mean return of one unit staked on every selection, per unit staked. */
  meanReturn: number;
  standardError: number;
  /** Each selection: how often it won outright against the model's chance of that. */
  wins: { code: string; count: number; chance: number }[];
}

/**
 * Draws `events` results of a typical event of the sport from a seeded stream (the same sampler the HMAC draw
 * runs) and settles a unit on every selection of every market at its offered price.
 */
export function simulateSport(sport: Sport, events: number, seed: number): { markets: MarketRun[]; draws: number } {
  const competitors = typicalEvent(sport);
  const model = eventModel(sport, competitors);
  const priced: PricedMarket[] = pricesFor(sport, competitors);
  const sums = priced.map(({ selections }) => ({
    total: 0,
    squares: 0,
    wins: selections.map(() => 0),
  }));
  const next = sfc32(seed);
  for (let event = 0; event < events; event++) {
    const result = runSampler(model.sample(), next);
    priced.forEach(({ market, selections }, index) => {
      const sum = sums[index]!;
      let returned = 0;
      selections.forEach(({ code, price }, selection) => {
        const outcome = selectionOutcome(market, code, result);
        if (outcome === 'win') sum.wins[selection]! += 1;
        returned += Number(legReturnFactor(price, outcome)) / 2000;
      });
      returned /= selections.length;
      sum.total += returned;
      sum.squares += returned * returned;
    });
  }
  const markets = priced.map(({ market, selections }, index) => {
    const { total, squares, wins } = sums[index]!;
    const meanReturn = total / events;
    const winChance = (code: string) =>
      model.outcomes.reduce(
        (chance, { result, probability }) =>
          chance + (selectionOutcome(market, code, result) === 'win' ? probability : 0),
        0,
      );
    return {
      market,
      meanReturn,
      standardError: Math.sqrt(Math.max(0, squares / events - meanReturn ** 2) / events),
      wins: selections.map(({ code }, selection) => ({ code, count: wins[selection]!, chance: winChance(code) })),
    };
  });
  return { markets, draws: events };
}
