import { describe, expect, it } from 'vitest';
import { formatHandicap, formatPrice, formatTotal } from './odds';

describe('formatPrice', () => {
  it('writes thousandths as decimal odds with two decimals', () => {
    expect(formatPrice(1850)).toBe('1.85');
    expect(formatPrice(2000)).toBe('2.00');
    expect(formatPrice(1010)).toBe('1.01');
    expect(formatPrice(101_500)).toBe('101.50');
  });

  it('cuts the third decimal rather than showing a better price', () => {
    expect(formatPrice(1859)).toBe('1.85');
    expect(formatPrice(1001)).toBe('1.00');
  });
});

describe('Asian lines', () => {
  it('gives the home side its line and the away side the opposite, signed', () => {
    expect(formatHandicap(-1, 'home')).toBe('-0.25');
    expect(formatHandicap(-1, 'away')).toBe('+0.25');
    expect(formatHandicap(-2, 'home')).toBe('-0.5');
    expect(formatHandicap(-5, 'home')).toBe('-1.25');
    expect(formatHandicap(6, 'home')).toBe('+1.5');
    expect(formatHandicap(-7, 'away')).toBe('+1.75');
    expect(formatHandicap(0, 'away')).toBe('0');
  });

  it('writes a totals line in goals', () => {
    expect(formatTotal(10)).toBe('2.5');
    expect(formatTotal(9)).toBe('2.25');
    expect(formatTotal(11)).toBe('2.75');
    expect(formatTotal(8)).toBe('2');
    expect(formatTotal(642)).toBe('160.5');
  });
});
