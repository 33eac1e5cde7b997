import { describe, expect, it } from 'vitest';
import { isValidSelection, selectionsOf } from '../../src/sports/index.js';

describe('selections', () => {
  it('lists the fixed selections of each market', () => {
    expect(selectionsOf({ kind: 'match-result' })).toEqual(['home', 'draw', 'away']);
    expect(selectionsOf({ kind: 'handicap', line: -3 })).toEqual(['home', 'away']);
    expect(selectionsOf({ kind: 'totals', line: 10 })).toEqual(['over', 'under']);
    expect(selectionsOf({ kind: 'cockfight' })).toEqual(['meron', 'wala', 'draw']);
    expect(selectionsOf({ kind: 'map-score' })).toEqual(['2-0', '2-1', '1-2', '0-2']);
  });

  it('lists 16 scores up to 3-3 and "other" for correct score, or the four set scores in tennis', () => {
    const football = selectionsOf({ kind: 'correct-score' });
    expect(football).toHaveLength(17);
    expect(football.slice(0, 5)).toEqual(['0-0', '0-1', '0-2', '0-3', '1-0']);
    expect(football.at(-1)).toBe('other');
    expect(selectionsOf({ kind: 'correct-score' }, [], 'tennis')).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(isValidSelection({ kind: 'correct-score' }, 'other', [], 'tennis')).toBe(false);
  });

  it('lists the runners of a race, and every ordered pair for a forecast', () => {
    const runners = ['A', 'B', 'C'];
    expect(selectionsOf({ kind: 'race-win' }, runners)).toEqual(runners);
    expect(selectionsOf({ kind: 'forecast' }, runners)).toEqual(['A>B', 'A>C', 'B>A', 'B>C', 'C>A', 'C>B']);
    expect(isValidSelection({ kind: 'forecast' }, 'A>C', runners)).toBe(true);
    expect(isValidSelection({ kind: 'forecast' }, 'A>A', runners)).toBe(false);
    expect(isValidSelection({ kind: 'forecast' }, 'A>D', runners)).toBe(false);
    expect(isValidSelection({ kind: 'race-place', places: 3 }, 'D', runners)).toBe(false);
  });

  it('refuses what a market does not have', () => {
    expect(isValidSelection({ kind: 'moneyline' }, 'draw')).toBe(false);
    expect(isValidSelection({ kind: 'match-result' }, 'draw')).toBe(true);
    expect(isValidSelection({ kind: 'both-score' }, 'maybe')).toBe(false);
  });
});
