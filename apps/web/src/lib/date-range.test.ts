import { describe, expect, it } from 'vitest';
import { presetRange } from './date-range';

describe('date range presets', () => {
  it('end today, except yesterday, which is the day before alone', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ preset: 'today', from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({
      preset: 'yesterday',
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('last7', '2026-03-01')).toEqual({ preset: 'last7', from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ preset: 'last30', from: '2026-01-31', to: '2026-03-01' });
  });
});
