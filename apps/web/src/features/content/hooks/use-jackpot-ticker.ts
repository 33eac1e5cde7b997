import { type Jackpot, jackpotTicker } from '@portal/contracts';
import { useEffect, useState } from 'react';

/** Minor units of a currency with `decimals` digits as hundredths, the ticker's unit (two decimals, SPEC §9). */
export function toHundredths(minor: string, decimals: number): number {
  const value = BigInt(minor);
  const scaled = decimals <= 2 ? value * 10n ** BigInt(2 - decimals) : value / 10n ** BigInt(decimals - 2);
  return Number(scaled);
}

/** Hundredths as a plain decimal string with two digits after the point ("123456.78"). */
export function hundredthsToDecimal(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/**
 * The jackpot figure as the home page shows it (SPEC §9): from the server's starting amount it grows
 * by 100 to 500 (with random cents) every 3 to 5 seconds, and when it would pass the maximum it wraps
 * back to where it started. Answers hundredths of the currency unit, or null until the jackpot is known.
 */
export function useJackpotTicker(jackpot: Jackpot | undefined, decimals: number, random = Math.random): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!jackpot) return;
    const start = toHundredths(jackpot.amount, decimals);
    const max = toHundredths(jackpot.max, decimals);
    let current = start;
    setValue(current);
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = between(random, jackpotTicker.minIntervalMs, jackpotTicker.maxIntervalMs);
      timer = setTimeout(() => {
        const next = current + between(random, jackpotTicker.minStep * 100, jackpotTicker.maxStep * 100);
        current = next > max ? start : next;
        setValue(current);
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [jackpot, decimals, random]);
  return value;
}
