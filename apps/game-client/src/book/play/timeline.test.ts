import { describe, expect, it } from 'vitest';
import { boutBalance, climbingScore, goalTimeline, penaltyKicks, racePositions, setWinners } from './timeline';

const score = (home: number, away: number) => ({ kind: 'score' as const, home, away });

describe('the path to a result', () => {
  it('puts every goal in the match, in order, the same on every screen', () => {
    const goals = goalTimeline(score(3, 1), 'event-1');
    expect(goals.filter((goal) => goal.side === 'home')).toHaveLength(3);
    expect(goals.filter((goal) => goal.side === 'away')).toHaveLength(1);
    expect(goals.map((goal) => goal.at)).toEqual([...goals.map((goal) => goal.at)].sort((a, b) => a - b));
    expect(goalTimeline(score(3, 1), 'event-1')).toEqual(goals);
  });

  it('climbs a score from nothing to the result without going back', () => {
    let last = 0;
    for (let step = 0; step <= 100; step++) {
      const now = climbingScore(97, step / 100, 'seed');
      expect(now).toBeGreaterThanOrEqual(last);
      last = now;
    }
    expect(climbingScore(97, 0, 'seed')).toBe(0);
    expect(last).toBe(97);
  });

  it('lets the winner of a best of three take the last set', () => {
    for (const [home, away] of [
      [2, 0],
      [2, 1],
      [1, 2],
      [0, 2],
    ] as const) {
      const sets = setWinners(score(home, away), `${home}${away}`);
      expect(sets).toHaveLength(home + away);
      expect(sets.at(-1)).toBe(home > away ? 'home' : 'away');
      expect(sets.filter((side) => side === 'home')).toHaveLength(home);
    }
  });

  it('plays a shoot-out kick by kick to exactly the score, stopping when the rules stop it', () => {
    for (const [home, away] of [
      [5, 4],
      [3, 1],
      [0, 3],
      [4, 5],
      [7, 6],
      [3, 2],
      [2, 4],
    ] as const) {
      const kicks = penaltyKicks(score(home, away), `shootout-${home}-${away}`);
      expect(kicks.filter((kick) => kick.side === 'home' && kick.scored)).toHaveLength(home);
      expect(kicks.filter((kick) => kick.side === 'away' && kick.scored)).toHaveLength(away);
      for (const [index, kick] of kicks.entries()) expect(kick.side).toBe(index % 2 === 0 ? 'home' : 'away');
      // Stopped as soon as it was decided: without the last kick it was still open.
      const before = kicks.slice(0, -1);
      const goals = (side: 'home' | 'away') => before.filter((kick) => kick.side === side && kick.scored).length;
      const taken = (side: 'home' | 'away') => before.filter((kick) => kick.side === side).length;
      if (taken('home') < 5 || taken('away') < 5) {
        expect(goals('home') > goals('away') + 5 - taken('away')).toBe(false);
        expect(goals('away') > goals('home') + 5 - taken('home')).toBe(false);
      }
    }
  });

  it('brings the runners home in the drawn order', () => {
    const finish = racePositions(['3', '1', '2'], 1, 'race');
    expect(finish.get('3')).toBe(1);
    expect(finish.get('3')! > finish.get('1')!).toBe(true);
    expect(finish.get('1')! > finish.get('2')!).toBe(true);
    expect([...racePositions(['3', '1', '2'], 0, 'race').values()]).toEqual([0, 0, 0]);
  });

  it('settles a bout on its winner', () => {
    expect(boutBalance('meron', 1, 'x')).toBe(1);
    expect(boutBalance('wala', 1, 'x')).toBe(-1);
    expect(boutBalance('draw', 1, 'x')).toBeCloseTo(0);
  });
});
