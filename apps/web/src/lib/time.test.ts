import { describe, expect, it } from 'vitest';
import { formatSiteTime, gmtOffset } from './time';

describe('site time', () => {
  const at = new Date('2025-01-15T12:34:56Z');

  it('writes the GMT offset of the site time zone', () => {
    expect(gmtOffset('Asia/Ho_Chi_Minh', at)).toBe('GMT+07:00');
    expect(gmtOffset('Asia/Kolkata', at)).toBe('GMT+05:30');
    expect(gmtOffset('America/Sao_Paulo', at)).toBe('GMT-03:00');
    expect(gmtOffset('UTC', at)).toBe('GMT+00:00');
    expect(gmtOffset('Not/AZone', at)).toBe('GMT+00:00');
  });

  it('shows the clock in the site time zone, 24-hour', () => {
    expect(formatSiteTime(at, 'Asia/Ho_Chi_Minh', 'EN')).toBe('01/15/2025, 19:34:56');
    expect(formatSiteTime(at, 'Asia/Tokyo', 'JA')).toContain('21:34:56');
  });
});
