import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxMinorUnits, minorToDecimal, parseAmount } from '../src/money.js';

const decimals = fc.constantFrom(0, 2, 3);
const amount = fc.bigInt({ min: 1n, max: maxMinorUnits });

describe('amounts', () => {
  it('reads back exactly what it wrote, for every amount and currency', () => {
    fc.assert(
      fc.property(amount, decimals, (minor, digits) => {
        expect(parseAmount(minorToDecimal(minor, digits), digits)).toEqual({ ok: true, minor });
      }),
    );
  });

  it('takes trailing zeros beyond the currency, refuses real digits beyond it', () => {
    expect(parseAmount('12.50', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('12.500', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('12.501', 2)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseAmount('1000.5', 0)).toEqual({ ok: false, problem: 'too_many_decimals' });
  });

  it.each([
    ['-5', 'not_positive'],
    ['0', 'not_positive'],
    ['0.00', 'not_positive'],
    ['abc', 'not_a_number'],
    ['1e3', 'not_a_number'],
    ['1,000', 'not_a_number'],
    ['', 'not_a_number'],
    [' 12.5.1', 'not_a_number'],
    ['99999999999999999', 'too_large'],
    ['123456789012345678901234567890', 'too_large'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseAmount(text, 2)).toEqual({ ok: false, problem });
  });

  it('never accepts what is not digits with at most one dot', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const result = parseAmount(text, 2);
        if (result.ok) expect(text.trim()).toMatch(/^\d+(\.\d+)?$/);
      }),
    );
  });

  it('writes negative and small amounts with their leading zeros', () => {
    expect(minorToDecimal(5n, 2)).toBe('0.05');
    expect(minorToDecimal('-1250', 2)).toBe('-12.50');
    expect(minorToDecimal(700n, 0)).toBe('700');
  });
});
