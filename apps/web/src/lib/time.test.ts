import { describe, expect, it } from 'vitest';
import { daysInRange, formatDay, formatSiteTime, gmtOffset, shiftDay, siteToday, validTimeZone } from './time';

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

  it('writes a zone Intl does not know (a mistyped setting) in UTC rather than failing', () => {
    expect(validTimeZone('Not/AZone')).toBe('UTC');
    expect(validTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(formatSiteTime(at, 'Not/AZone', 'EN')).toBe('01/15/2025, 12:34:56');
    expect(siteToday('Not/AZone', new Date('2025-01-15T23:00:00Z'))).toBe('2025-01-15');
  });
});

describe('site days', () => {
  it("takes today's date in the site time zone, not the browser's", () => {
    const lateUtc = new Date('2025-01-15T20:00:00Z');
    expect(siteToday('Asia/Ho_Chi_Minh', lateUtc)).toBe('2025-01-16');
    expect(siteToday('America/Sao_Paulo', lateUtc)).toBe('2025-01-15');
    expect(siteToday('Not/AZone', lateUtc)).toBe('2025-01-15');
  });

  it('moves across months and years and counts both ends of a range', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysInRange('2025-01-01', '2025-01-01')).toBe(1);
    expect(daysInRange('2025-01-01', '2025-04-02')).toBe(92);
  });

  it("writes a day in the member's language", () => {
    expect(formatDay('2025-01-15', 'EN')).toBe('01/15/2025');
    expect(formatDay('2025-01-15', 'TY')).toBe('15/01/2025');
  });
});
