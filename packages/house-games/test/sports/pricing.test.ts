import { describe, expect, it } from 'vitest';
import {
  betPayout,
  DEFAULT_SPORT_MARGINS,
  eventModel,
  type OutcomeTally,
  priceForProbability,
  priceFromTally,
  pricesFor,
  SPORTS,
  SPORTS_MAX_PRICE,
  SPORTS_MIN_PRICE,
  selectionOutcome,
} from '../../src/sports/index.js';
import { pair, typicalEvent } from './fixtures.js';

const tally = (parts: Partial<OutcomeTally>): OutcomeTally => ({
  win: 0,
  halfWin: 0,
  stakesBack: 0,
  halfLose: 0,
  lose: 0,
  ...parts,
});

describe('the price of a selection', () => {
  it('is floor(1000 / (p (1 + m/100))) for a plain selection', () => {
    expect(priceForProbability(0.5, 0)).toBe(2000);
    // 1000 / 0.53 = 1886.79; 1000 / 0.2625 = 3809.52.
    expect(priceForProbability(0.5, 6)).toBe(1886);
    expect(priceForProbability(0.25, 5)).toBe(3809);
  });

  it('is clamped to 1.010 and 1000.000', () => {
    expect(priceForProbability(0.999, 6)).toBe(SPORTS_MIN_PRICE);
    expect(priceForProbability(1e-7, 0)).toBe(SPORTS_MAX_PRICE);
    expect(priceForProbability(0, 0)).toBe(SPORTS_MAX_PRICE);
  });

  it('solves the expected return with half results and pushes for Asian lines', () => {
    // Home -0.25 with win 0.45, draw 0.30 (half-lose), loss 0.25: 0.45 d + 0.15 = 1 / 1.05 → d = 1.78306...
    expect(priceFromTally(tally({ win: 0.45, halfLose: 0.3, lose: 0.25 }), 5)).toBe(1783);
    expect(priceFromTally(tally({ win: 0.45, halfLose: 0.3, lose: 0.25 }), 0)).toBe(1888);
    // Away +0.25: 0.25 d + 0.15 d (half the half-win at the price) + 0.15 back = 1 → d = 2.125.
    expect(priceFromTally(tally({ win: 0.25, halfWin: 0.3, lose: 0.45 }), 0)).toBe(2125);
    // Home 0 (draw no bet): 0.45 d + 0.30 = 1 → d = 1.5555...
    expect(priceFromTally(tally({ win: 0.45, stakesBack: 0.3, lose: 0.25 }), 0)).toBe(1555);
  });

  it('refuses a margin outside 0 to 50 percent', () => {
    expect(() => priceForProbability(0.5, -1)).toThrow(RangeError);
    expect(() => priceForProbability(0.5, 51)).toThrow(RangeError);
    expect(() => pricesFor('football', pair(1500, 1500), Number.NaN)).toThrow(RangeError);
  });
});

describe('the markets of each sport', () => {
  const kinds = (sport: (typeof SPORTS)[number]) =>
    pricesFor(sport, typicalEvent(sport)).map(({ market }) =>
      'line' in market ? `${market.kind} ${market.line}` : market.kind,
    );

  it('offers 1X2, a half and a quarter handicap line, 2.5 and a quarter totals line, correct score and BTTS', () => {
    const football = kinds('football');
    expect(football.map((kind) => kind.split(' ')[0])).toEqual([
      'match-result',
      'handicap',
      'handicap',
      'totals',
      'totals',
      'correct-score',
      'both-score',
    ]);
    const [half, quarter] = football.slice(1, 3).map((kind) => Number(kind.split(' ')[1]));
    expect(Math.abs(half!) % 4).toBe(2);
    expect(Math.abs(quarter!) % 2).toBe(1);
    expect(football[3]).toBe('totals 10');
    expect(Number(football[4]!.split(' ')[1]) % 2).toBe(1);
  });

  it('offers the rest as specified', () => {
    expect(kinds('basketball').map((kind) => kind.split(' ')[0])).toEqual(['moneyline', 'handicap', 'totals']);
    expect(kinds('tennis')).toEqual(['moneyline', 'correct-score', 'handicap -6', 'totals 10']);
    expect(kinds('penalty-shootout').map((kind) => kind.split(' ')[0])).toEqual(['moneyline', 'totals']);
    expect(kinds('horse-racing')).toEqual(['race-win', 'race-place', 'forecast']);
    expect(kinds('moba')).toEqual(['match-winner', 'map-winner', 'map-winner', 'map-winner', 'map-score']);
    expect(kinds('cockfight')).toEqual(['cockfight']);
    const horses = pricesFor('horse-racing', typicalEvent('horse-racing'));
    expect(horses[1]!.market).toEqual({ kind: 'race-place', places: 3 });
    expect(horses[2]!.selections).toHaveLength(56);
    expect(pricesFor('greyhounds', typicalEvent('greyhounds'))[1]!.market).toEqual({ kind: 'race-place', places: 2 });
  });

  it('chooses lines near an even book', () => {
    for (const sport of ['football', 'basketball', 'e-soccer', 'e-basketball', 'penalty-shootout'] as const) {
      for (const { market, selections } of pricesFor(sport, typicalEvent(sport))) {
        if (market.kind !== 'handicap' && market.kind !== 'totals') continue;
        if (sport === 'football' && market.kind === 'totals' && market.line === 10) continue;
        expect(Math.abs(selections[0]!.probability - 0.5), `${sport} ${JSON.stringify(market)}`).toBeLessThan(0.1);
      }
    }
  });

  it('prices the favourite shorter', () => {
    const [homeWin, , awayWin] = pricesFor('football', pair(1700, 1400))[0]!.selections;
    expect(homeWin!.price).toBeLessThan(awayWin!.price);
    const [meron, wala] = pricesFor('cockfight', pair(1400, 1700))[0]!.selections;
    expect(wala!.price).toBeLessThan(meron!.price);
  });
});

describe('every priced selection', () => {
  for (const sport of SPORTS) {
    it(`${sport}: returns 1 / (1 + m) of the stake before the floor, and its market's chances add up`, () => {
      const margin = DEFAULT_SPORT_MARGINS[sport];
      const target = 1 / (1 + margin / 100);
      const competitors = typicalEvent(sport);
      const { outcomes } = eventModel(sport, competitors);
      for (const { market, selections } of pricesFor(sport, competitors)) {
        const label = `${sport} ${JSON.stringify(market)}`;
        const sum = selections.reduce((total, selection) => total + selection.probability, 0);
        const drawChance = sport === 'cockfight' ? 0.02 : 0;
        expect(sum, label).toBeCloseTo(market.kind === 'race-place' ? market.places : 1 + drawChance, 6);
        for (const { code, price } of selections) {
          // The exact return, settled through the money code on every result the model can give.
          const stake = 1_000_000_000n;
          const expected = outcomes.reduce((total, { result, probability }) => {
            const paid = betPayout(stake, [{ price, outcome: selectionOutcome(market, code, result) }]);
            return total + (probability * Number(paid)) / Number(stake);
          }, 0);
          if (price === SPORTS_MIN_PRICE || price === SPORTS_MAX_PRICE) continue;
          // Flooring the price to a thousandth costs at most 0.001 per unit paid at the price.
          expect(expected, `${label} ${code} @ ${price}`).toBeLessThanOrEqual(target + 1e-9);
          expect(expected, `${label} ${code} @ ${price}`).toBeGreaterThan(target - 0.001);
        }
      }
    });
  }
});
