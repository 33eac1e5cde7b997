import { assertLine, handicapOutcome, totalsOutcome } from './lines.js';
import { fixedSelectionsOf, forecastPair } from './selections.js';
import type { EventResult, LegOutcome, MarketSpec } from './types.js';

/**
 * Settles one selection of a market on an event's result. It throws on a result the market cannot read (a race
 * result for a handicap), a malformed result or a selection the market does not have, rather than settle money
 * on input nobody priced. A runner that is not in the finishing order did not run: its bets are void.
 */
export function selectionOutcome(market: MarketSpec, selection: string, result: EventResult): LegOutcome {
  assertMarket(market);
  const fixed = fixedSelectionsOf(market);
  if (fixed && !fixed.includes(selection)) {
    throw new RangeError(`sports: '${selection}' is not a selection of ${market.kind}`);
  }
  switch (market.kind) {
    case 'match-result':
    case 'moneyline':
    case 'handicap':
    case 'totals':
    case 'correct-score':
    case 'both-score':
      return scoreOutcome(market, selection, scoreOf(result, market.kind));
    case 'race-win':
    case 'race-place':
    case 'forecast':
      return raceOutcome(market, selection, orderOf(result, market.kind));
    case 'cockfight':
      return cockfightOutcome(selection, cockfightWinnerOf(result));
    case 'match-winner':
    case 'map-winner':
    case 'map-score':
      return mapsOutcome(market, selection, mapsOf(result, market.kind));
  }
}

const won = (hit: boolean): LegOutcome => (hit ? 'win' : 'lose');

function scoreOutcome(market: MarketSpec, selection: string, { home, away }: { home: number; away: number }) {
  switch (market.kind) {
    case 'match-result':
      return won(selection === (home > away ? 'home' : home < away ? 'away' : 'draw'));
    case 'moneyline':
      // A two-way market has no draw to lose to: a level score gives the stakes back on both sides.
      return home === away ? 'void' : won(selection === (home > away ? 'home' : 'away'));
    case 'handicap':
      return handicapOutcome(selection as 'home' | 'away', home, away, market.line);
    case 'totals':
      return totalsOutcome(selection as 'over' | 'under', home + away, market.line);
    case 'correct-score':
      return won(selection === 'other' ? home > 3 || away > 3 : selection === `${home}-${away}`);
    case 'both-score':
      return won((selection === 'yes') === (home > 0 && away > 0));
    default:
      throw new Error(`sports: ${market.kind} is not settled on a score`);
  }
}

function raceOutcome(market: MarketSpec, selection: string, order: readonly string[]): LegOutcome {
  if (market.kind === 'forecast') {
    const pair = forecastPair(selection);
    if (!pair) throw new RangeError(`sports: a forecast is 'first>second', not '${selection}'`);
    if (!order.includes(pair[0]) || !order.includes(pair[1])) return 'void';
    return won(order[0] === pair[0] && order[1] === pair[1]);
  }
  if (selection === '' || selection.includes('>')) throw new RangeError(`sports: '${selection}' is not a runner`);
  const place = order.indexOf(selection);
  if (place < 0) return 'void';
  return won(place < (market.kind === 'race-place' ? market.places : 1));
}

function cockfightOutcome(selection: string, winner: 'meron' | 'wala' | 'draw'): LegOutcome {
  // As in sabong, a draw gives meron and wala their stakes back; only the draw bet wins.
  if (winner === 'draw') return selection === 'draw' ? 'win' : 'push';
  return won(selection === winner);
}

function mapsOutcome(market: MarketSpec, selection: string, maps: readonly ('home' | 'away')[]): LegOutcome {
  const homeMaps = maps.filter((side) => side === 'home').length;
  const awayMaps = maps.length - homeMaps;
  switch (market.kind) {
    case 'match-winner':
      return won(selection === (homeMaps === 2 ? 'home' : 'away'));
    case 'map-winner': {
      const winner = maps[market.map - 1];
      return winner === undefined ? 'void' : won(selection === winner);
    }
    case 'map-score':
      return won(selection === `${homeMaps}-${awayMaps}`);
    default:
      throw new Error(`sports: ${market.kind} is not settled on maps`);
  }
}

function assertMarket(market: MarketSpec): void {
  if (market.kind === 'handicap' || market.kind === 'totals') assertLine(market.line);
  if (market.kind === 'totals' && market.line <= 0) throw new RangeError('sports: a totals line is above zero');
  if (market.kind === 'race-place' && !(Number.isInteger(market.places) && market.places >= 1)) {
    throw new RangeError('sports: a place market pays at least one place');
  }
  if (market.kind === 'map-winner' && ![1, 2, 3].includes(market.map)) {
    throw new RangeError('sports: a best-of-three match has maps 1 to 3');
  }
}

const cannotRead = (market: string, result: EventResult) =>
  new TypeError(`sports: a ${result.kind} result cannot settle ${market}`);

function scoreOf(result: EventResult, market: string): { home: number; away: number } {
  if (result.kind !== 'score') throw cannotRead(market, result);
  const goals = (value: number) => Number.isInteger(value) && value >= 0;
  if (!goals(result.home) || !goals(result.away)) throw new RangeError('sports: a score is two whole numbers');
  return result;
}

function orderOf(result: EventResult, market: string): readonly string[] {
  if (result.kind !== 'race') throw cannotRead(market, result);
  if (result.order.length === 0 || new Set(result.order).size !== result.order.length) {
    throw new RangeError('sports: a finishing order lists each runner once');
  }
  return result.order;
}

function cockfightWinnerOf(result: EventResult): 'meron' | 'wala' | 'draw' {
  if (result.kind !== 'cockfight') throw cannotRead('cockfight', result);
  if (!['meron', 'wala', 'draw'].includes(result.winner)) throw new RangeError('sports: meron, wala or draw');
  return result.winner;
}

/** The maps of a finished best of three: the first side to two maps wins, and no map is played after that. */
function mapsOf(result: EventResult, market: string): readonly ('home' | 'away')[] {
  if (result.kind !== 'maps') throw cannotRead(market, result);
  const { maps } = result;
  const sidesOnly = maps.every((side) => side === 'home' || side === 'away');
  const last = maps[maps.length - 1];
  const lastWinsSecond = maps.filter((side) => side === last).length === 2;
  if (!sidesOnly || (maps.length !== 2 && maps.length !== 3) || !lastWinsSecond) {
    throw new RangeError('sports: a best of three ends on the map that gives one side its second win');
  }
  return maps;
}
