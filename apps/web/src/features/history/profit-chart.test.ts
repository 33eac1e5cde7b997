import type { ProfitRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { profitByDay } from './components/ProfitChart';

const row = (day: string, category: string, profit: string): ProfitRow => ({
  day,
  category,
  bet: '0',
  win: '0',
  bonus: '0',
  profit,
});

describe('profitByDay', () => {
  it('sums the categories of each day exactly and orders the days oldest first', () => {
    const rows = [
      row('2026-11-21', 'RNG', '-1500'),
      row('2026-11-20', 'LIVE', '900719925474099'),
      row('2026-11-21', 'BONUS', '500'),
      row('2026-11-20', 'RNG', '1'),
    ];
    expect(profitByDay(rows)).toEqual([
      { day: '2026-11-20', profit: 900719925474100 },
      { day: '2026-11-21', profit: -1000 },
    ]);
  });
});
