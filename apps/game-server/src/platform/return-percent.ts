import { fractionToNumber } from '@portal/lottery';

/** A return to player as the game client shows it: percent, four decimals. */
export const returnPercent = (value: Parameters<typeof fractionToNumber>[0]) =>
  Math.round(fractionToNumber(value) * 1_000_000) / 10_000;
