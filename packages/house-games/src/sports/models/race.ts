import { integerBelow, type Sampler } from '@portal/lottery';
import type { EventModel, WeightedResult } from '../distribution.js';
import { assertField } from '../ratings.js';
import type { Competitor, EventResult } from '../types.js';

/**
 * Horse racing and greyhounds: Plackett–Luce. Each runner has a whole-number strength from its rating; the winner
 * is drawn with chance strength / total, then second among those left the same way, and so on. The draw takes
 * integerBelow(strengths left) at each place, so it follows exactly the strengths the prices are made from, and
 * the chance of any top of the order is their product, enumerated for the markets.
 */
export type RaceSport = 'horse-racing' | 'greyhounds';

export const RACE_FIELD_SIZE: Record<RaceSport, number> = { 'horse-racing': 8, greyhounds: 6 };
/** The places the place market pays: the first three of eight horses, the first two of six dogs. */
export const RACE_PLACES: Record<RaceSport, number> = { 'horse-racing': 3, greyhounds: 2 };
/** A field can be smaller than usual (non-runners) but never leaves the place market nothing to tell apart. */
const MAX_RUNNERS = 12;

const STRENGTH_AT_1500 = 10_000;
/** Twelve runners at most this strong still sum below 2^32, as integerBelow needs. */
const MAX_STRENGTH = 2 ** 28;

/** A runner's strength: 10^(rating / 400) scaled to a whole number, so a 400-point gap is ten times the chance. */
export function raceStrength(rating: number): number {
  return Math.min(MAX_STRENGTH, Math.max(1, Math.round(STRENGTH_AT_1500 * 10 ** ((rating - 1500) / 400))));
}

interface Runner {
  code: string;
  strength: number;
}

export function raceModel(sport: RaceSport, competitors: readonly Competitor[]): EventModel {
  const places = RACE_PLACES[sport];
  assertField(competitors, places + 1, MAX_RUNNERS);
  const runners = competitors.map((competitor) => ({
    code: competitor.code,
    strength: raceStrength(competitor.rating),
  }));
  // The forecast reads the first two places and the place market the first `places`.
  return { outcomes: topOrders(runners, Math.max(places, 2)), sample: () => sampleOrder(runners) };
}

/** Every order of the first `depth` places with its chance; the rest of the field follows in field order. */
function topOrders(runners: readonly Runner[], depth: number): WeightedResult[] {
  const orders: WeightedResult[] = [];
  const extend = (top: Runner[], left: Runner[], probability: number) => {
    if (top.length === depth) {
      const order = [...top, ...left].map((runner) => runner.code);
      orders.push({ result: { kind: 'race', order }, probability });
      return;
    }
    const total = left.reduce((sum, runner) => sum + runner.strength, 0);
    left.forEach((runner, index) => {
      const others = [...left.slice(0, index), ...left.slice(index + 1)];
      extend([...top, runner], others, (probability * runner.strength) / total);
    });
  };
  extend([], [...runners], 1);
  return orders;
}

function* sampleOrder(runners: readonly Runner[]): Sampler<EventResult> {
  const left = [...runners];
  const order: string[] = [];
  while (left.length > 1) {
    let u = yield* integerBelow(left.reduce((sum, runner) => sum + runner.strength, 0));
    let index = 0;
    while (u >= left[index]!.strength) u -= left[index++]!.strength;
    order.push(left[index]!.code);
    left.splice(index, 1);
  }
  order.push(left[0]!.code);
  return { kind: 'race', order };
}
