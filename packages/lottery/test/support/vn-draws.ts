import type { VnLayout } from '../../src/types.js';
import { vnLengths } from './context.js';

/** A VN result whose i-th number ends in 50 + i (all endings different), with some numbers replaced. */
export const vnResult = (layout: VnLayout, replaced: Record<number, string>) =>
  vnLengths[layout].map((length, i) => replaced[i] ?? String(50 + i).padStart(length, '0'));

/** ĐB 12345, G1 67845 and the first G7 45: the ending 45 shows three times; G3's first number ends in 55. */
export const northDraw = vnResult('north', { 0: '12345', 1: '67845', 23: '45' });
/** ĐB 123456, G8 07. */
export const southDraw = vnResult('south', { 0: '123456', 17: '07' });
