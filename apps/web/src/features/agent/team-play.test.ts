import type { TeamPlayRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { playRow } from './agent-fixtures';
import { playByCategory, playByDay } from './model/team-play';

describe('team play sums', () => {
  // 2^53 + 1 minor units: a float would lose the last unit.
  const big: TeamPlayRow = {
    day: '2025-01-14',
    category: 'RNG',
    rounds: 1,
    stake: '9007199254740993',
    validBet: '9007199254740993',
    payout: '0',
    profitLoss: '-9007199254740993',
  };
  const rows = [playRow('2025-01-15', 'RNG', 1, 0), big, playRow('2025-01-14', 'LOTT', 7, 10)];

  it('adds the rows of a day in BigInt, past what a float holds, oldest day first', () => {
    const days = playByDay(rows);
    expect(days.map((day) => day.key)).toEqual(['2025-01-14', '2025-01-15']);
    expect(days[0]).toMatchObject({
      rounds: 2,
      stake: '9007199254741000',
      payout: '10',
      profitLoss: '-9007199254740990',
    });
  });

  it('adds the rows of a category over every day', () => {
    expect(playByCategory(rows).map(({ key, rounds, profitLoss }) => [key, rounds, profitLoss])).toEqual([
      ['LOTT', 1, '3'],
      ['RNG', 2, '-9007199254740994'],
    ]);
  });
});
