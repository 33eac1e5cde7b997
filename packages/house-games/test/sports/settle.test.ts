import { describe, expect, it } from 'vitest';
import { type EventResult, type LegOutcome, type MarketSpec, selectionOutcome } from '../../src/sports/index.js';

const score = (home: number, away: number): EventResult => ({ kind: 'score', home, away });
const mirror: Record<LegOutcome, LegOutcome> = {
  win: 'lose',
  'half-win': 'half-lose',
  push: 'push',
  void: 'void',
  'half-lose': 'half-win',
  lose: 'win',
};

describe('Asian handicap, the home side against the home margin', () => {
  // Scores with home margins -2, -1, 0, +1, +2.
  const scores = [score(0, 2), score(1, 2), score(1, 1), score(2, 1), score(3, 1)];
  // Worked by hand: a quarter line is half the stake on each neighbour, e.g. -0.75 = -0.5 and -1.
  const table: [line: number, label: string, outcomes: LegOutcome[]][] = [
    [0, '0', ['lose', 'lose', 'push', 'win', 'win']],
    [-1, '-0.25', ['lose', 'lose', 'half-lose', 'win', 'win']],
    [1, '+0.25', ['lose', 'lose', 'half-win', 'win', 'win']],
    [-2, '-0.5', ['lose', 'lose', 'lose', 'win', 'win']],
    [2, '+0.5', ['lose', 'lose', 'win', 'win', 'win']],
    [-3, '-0.75', ['lose', 'lose', 'lose', 'half-win', 'win']],
    [3, '+0.75', ['lose', 'half-lose', 'win', 'win', 'win']],
    [-4, '-1', ['lose', 'lose', 'lose', 'push', 'win']],
    [4, '+1', ['lose', 'push', 'win', 'win', 'win']],
    [-5, '-1.25', ['lose', 'lose', 'lose', 'half-lose', 'win']],
    [5, '+1.25', ['lose', 'half-win', 'win', 'win', 'win']],
  ];

  it.each(table)('home %i quarters (%s)', (line, _label, outcomes) => {
    const market: MarketSpec = { kind: 'handicap', line };
    expect(scores.map((result) => selectionOutcome(market, 'home', result))).toEqual(outcomes);
    // The away side takes the opposite line, so it ends the opposite way on every score.
    expect(scores.map((result) => selectionOutcome(market, 'away', result))).toEqual(outcomes.map((o) => mirror[o]));
  });

  it('reads a basketball half-point line and a tennis set line the same way', () => {
    // Home -5.5 points (-22 quarters): a 6-point win covers, 5 does not.
    expect(selectionOutcome({ kind: 'handicap', line: -22 }, 'home', score(106, 100))).toBe('win');
    expect(selectionOutcome({ kind: 'handicap', line: -22 }, 'home', score(105, 100))).toBe('lose');
    // Home -1.5 sets: only 2-0 covers.
    expect(selectionOutcome({ kind: 'handicap', line: -6 }, 'home', score(2, 0))).toBe('win');
    expect(selectionOutcome({ kind: 'handicap', line: -6 }, 'away', score(2, 1))).toBe('win');
  });
});

describe('totals', () => {
  const totals = [score(1, 0), score(1, 1), score(2, 1), score(2, 2)];
  const table: [line: number, label: string, over: LegOutcome[]][] = [
    [8, '2', ['lose', 'push', 'win', 'win']],
    [9, '2.25', ['lose', 'half-lose', 'win', 'win']],
    [10, '2.5', ['lose', 'lose', 'win', 'win']],
    [11, '2.75', ['lose', 'lose', 'half-win', 'win']],
    [12, '3', ['lose', 'lose', 'push', 'win']],
  ];

  it.each(table)('over and under %i quarters (%s) on totals 1 to 4', (line, _label, over) => {
    const market: MarketSpec = { kind: 'totals', line };
    expect(totals.map((result) => selectionOutcome(market, 'over', result))).toEqual(over);
    expect(totals.map((result) => selectionOutcome(market, 'under', result))).toEqual(over.map((o) => mirror[o]));
  });
});

describe('the other score markets', () => {
  it('settles 1X2 and moneyline; a level moneyline is void on both sides', () => {
    expect(selectionOutcome({ kind: 'match-result' }, 'draw', score(1, 1))).toBe('win');
    expect(selectionOutcome({ kind: 'match-result' }, 'home', score(1, 1))).toBe('lose');
    expect(selectionOutcome({ kind: 'match-result' }, 'away', score(0, 3))).toBe('win');
    expect(selectionOutcome({ kind: 'moneyline' }, 'home', score(101, 99))).toBe('win');
    expect(selectionOutcome({ kind: 'moneyline' }, 'home', score(99, 99))).toBe('void');
    expect(selectionOutcome({ kind: 'moneyline' }, 'away', score(99, 99))).toBe('void');
  });

  it('settles correct score, "other" taking any score with a side above 3', () => {
    expect(selectionOutcome({ kind: 'correct-score' }, '2-1', score(2, 1))).toBe('win');
    expect(selectionOutcome({ kind: 'correct-score' }, '1-2', score(2, 1))).toBe('lose');
    expect(selectionOutcome({ kind: 'correct-score' }, 'other', score(4, 0))).toBe('win');
    expect(selectionOutcome({ kind: 'correct-score' }, 'other', score(3, 3))).toBe('lose');
    expect(() => selectionOutcome({ kind: 'correct-score' }, '4-0', score(4, 0))).toThrow(RangeError);
  });

  it('settles both teams to score', () => {
    expect(selectionOutcome({ kind: 'both-score' }, 'yes', score(1, 1))).toBe('win');
    expect(selectionOutcome({ kind: 'both-score' }, 'yes', score(3, 0))).toBe('lose');
    expect(selectionOutcome({ kind: 'both-score' }, 'no', score(0, 0))).toBe('win');
  });
});

describe('races', () => {
  const race: EventResult = { kind: 'race', order: ['C', 'A', 'D', 'B', 'E'] };

  it('settles win, place and forecast on the finishing order', () => {
    expect(selectionOutcome({ kind: 'race-win' }, 'C', race)).toBe('win');
    expect(selectionOutcome({ kind: 'race-win' }, 'A', race)).toBe('lose');
    expect(selectionOutcome({ kind: 'race-place', places: 3 }, 'D', race)).toBe('win');
    expect(selectionOutcome({ kind: 'race-place', places: 3 }, 'B', race)).toBe('lose');
    expect(selectionOutcome({ kind: 'race-place', places: 2 }, 'D', race)).toBe('lose');
    expect(selectionOutcome({ kind: 'forecast' }, 'C>A', race)).toBe('win');
    expect(selectionOutcome({ kind: 'forecast' }, 'A>C', race)).toBe('lose');
    expect(selectionOutcome({ kind: 'forecast' }, 'C>D', race)).toBe('lose');
  });

  it('voids a runner that did not run, and refuses malformed selections and orders', () => {
    expect(selectionOutcome({ kind: 'race-win' }, 'Z', race)).toBe('void');
    expect(selectionOutcome({ kind: 'forecast' }, 'C>Z', race)).toBe('void');
    expect(() => selectionOutcome({ kind: 'forecast' }, 'C', race)).toThrow(RangeError);
    expect(() => selectionOutcome({ kind: 'forecast' }, 'C>C', race)).toThrow(RangeError);
    expect(() => selectionOutcome({ kind: 'race-win' }, 'A', { kind: 'race', order: ['A', 'A'] })).toThrow(RangeError);
    expect(() => selectionOutcome({ kind: 'race-place', places: 0 }, 'A', race)).toThrow(RangeError);
  });
});

describe('cockfight', () => {
  it('pays the winning corner, and on a draw pays the draw and hands meron and wala their stakes back', () => {
    const draw: EventResult = { kind: 'cockfight', winner: 'draw' };
    expect(selectionOutcome({ kind: 'cockfight' }, 'draw', draw)).toBe('win');
    expect(selectionOutcome({ kind: 'cockfight' }, 'meron', draw)).toBe('push');
    expect(selectionOutcome({ kind: 'cockfight' }, 'wala', draw)).toBe('push');
    const meron: EventResult = { kind: 'cockfight', winner: 'meron' };
    expect(selectionOutcome({ kind: 'cockfight' }, 'meron', meron)).toBe('win');
    expect(selectionOutcome({ kind: 'cockfight' }, 'wala', meron)).toBe('lose');
    expect(selectionOutcome({ kind: 'cockfight' }, 'draw', meron)).toBe('lose');
  });
});

describe('best of three maps', () => {
  const twoNil: EventResult = { kind: 'maps', maps: ['home', 'home'] };
  const comeback: EventResult = { kind: 'maps', maps: ['away', 'home', 'home'] };

  it('settles the match winner and the map score', () => {
    expect(selectionOutcome({ kind: 'match-winner' }, 'home', comeback)).toBe('win');
    expect(selectionOutcome({ kind: 'map-score' }, '2-1', comeback)).toBe('win');
    expect(selectionOutcome({ kind: 'map-score' }, '2-0', twoNil)).toBe('win');
    expect(selectionOutcome({ kind: 'map-score' }, '2-1', twoNil)).toBe('lose');
  });

  it('settles each map, and voids map 3 when it was not played', () => {
    expect(selectionOutcome({ kind: 'map-winner', map: 1 }, 'away', comeback)).toBe('win');
    expect(selectionOutcome({ kind: 'map-winner', map: 3 }, 'home', comeback)).toBe('win');
    expect(selectionOutcome({ kind: 'map-winner', map: 3 }, 'home', twoNil)).toBe('void');
    expect(selectionOutcome({ kind: 'map-winner', map: 3 }, 'away', twoNil)).toBe('void');
    expect(() => selectionOutcome({ kind: 'map-winner', map: 4 }, 'home', twoNil)).toThrow(RangeError);
  });

  it('refuses a series that could not have been played', () => {
    const bad = [['home'], ['home', 'away'], ['home', 'home', 'away'], ['home', 'away', 'home', 'away']];
    for (const maps of bad) {
      expect(() => selectionOutcome({ kind: 'match-winner' }, 'home', { kind: 'maps', maps } as EventResult)).toThrow(
        RangeError,
      );
    }
  });
});

describe('results a market cannot read', () => {
  it('throws rather than settle money on the wrong kind of result or a malformed one', () => {
    expect(() => selectionOutcome({ kind: 'handicap', line: -2 }, 'home', { kind: 'race', order: ['A'] })).toThrow(
      TypeError,
    );
    expect(() => selectionOutcome({ kind: 'race-win' }, 'A', score(1, 0))).toThrow(TypeError);
    expect(() => selectionOutcome({ kind: 'cockfight' }, 'meron', { kind: 'maps', maps: ['home', 'home'] })).toThrow(
      TypeError,
    );
    expect(() => selectionOutcome({ kind: 'map-score' }, '2-0', score(2, 0))).toThrow(TypeError);
    expect(() => selectionOutcome({ kind: 'match-result' }, 'home', score(-1, 0))).toThrow(RangeError);
    expect(() => selectionOutcome({ kind: 'moneyline' }, 'draw', score(1, 0))).toThrow(RangeError);
    expect(() => selectionOutcome({ kind: 'handicap', line: 1.5 }, 'home', score(1, 0))).toThrow(RangeError);
  });
});
