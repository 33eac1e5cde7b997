import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('uses the site symbol, two decimals and the separators of each language', () => {
    const amount = '1234567.5';
    expect(formatMoney(amount, { symbol: '$', language: 'EN' })).toBe('$1,234,567.50');
    expect(formatMoney(amount, { symbol: '₫', language: 'TY' })).toBe('₫1.234.567,50');
    expect(formatMoney(amount, { symbol: '¥', language: 'JA' })).toBe('¥1,234,567.50');
    expect(formatMoney(amount, { symbol: '₩', language: 'KO' })).toBe('₩1,234,567.50');
    expect(formatMoney(amount, { symbol: 'R$', language: 'PT' })).toBe('R$1.234.567,50');
  });

  it('formats decimal strings exactly, beyond float precision', () => {
    expect(formatMoney('90071992547409930.01', { symbol: '$', language: 'EN' })).toBe('$90,071,992,547,409,930.01');
  });

  it('puts the sign before the symbol and never shows minus zero', () => {
    expect(formatMoney(-12.3, { symbol: '$', language: 'EN' })).toBe('-$12.30');
    expect(formatMoney('-0.001', { symbol: '$', language: 'EN' })).toBe('$0.00');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney('12abc', { symbol: '$', language: 'EN' })).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, { symbol: '$', language: 'EN' })).toThrow(RangeError);
  });
});
