import { describe, expect, it } from 'vitest';
import { amountText, paymentPasswordText } from '../../lib/money-form';
import { formatRemaining } from '../../lib/use-now';

const messageOf = (schema: ReturnType<typeof amountText>, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('money form rules', () => {
  it('reads amounts exactly and names what is wrong with them', () => {
    const twoDecimals = amountText(2, { min: 10_000n, max: 5_000_000n, available: 300_000n });
    expect(messageOf(twoDecimals, '')).toBe('transfer.amountRequired');
    expect(messageOf(twoDecimals, '1,000')).toBe('transfer.amountProblem.not_a_number');
    expect(messageOf(twoDecimals, '-5')).toBe('transfer.amountProblem.not_positive');
    expect(messageOf(twoDecimals, '0.00')).toBe('transfer.amountProblem.not_positive');
    expect(messageOf(twoDecimals, '100.005')).toBe('transfer.amountProblem.too_many_decimals');
    expect(messageOf(twoDecimals, '99.99')).toBe('transfer.amountProblem.outside_limits');
    expect(messageOf(twoDecimals, '50000.01')).toBe('transfer.amountProblem.outside_limits');
    expect(messageOf(twoDecimals, '3000.01')).toBe('error.insufficient_funds');
    expect(messageOf(twoDecimals, ' 3000.00 ')).toBeNull();
    // A currency without decimals (VND on the Lotus site).
    expect(messageOf(amountText(0), '1000.5')).toBe('transfer.amountProblem.too_many_decimals');
    expect(messageOf(amountText(0), '1000')).toBeNull();
  });

  it('takes six digits as a payment password', () => {
    expect(paymentPasswordText.safeParse('123456').success).toBe(true);
    for (const value of ['12345', '1234567', '12345a', ''])
      expect(paymentPasswordText.safeParse(value).success).toBe(false);
  });

  it('writes the time left as mm:ss, or h:mm:ss from an hour', () => {
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(30 * 60_000)).toBe('30:00');
    expect(formatRemaining(3_600_000 + 65_000)).toBe('1:01:05');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
