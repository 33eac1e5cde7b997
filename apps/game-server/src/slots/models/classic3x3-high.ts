import type { SlotModel } from '../model.js';
import { classic3x3Standard } from './classic3x3.js';

/**
 * The same reels as classic3x3Standard, paid for high volatility: the low symbols pay about half as much, the high
 * ones about three times as much (once for the classic game), so wins come as often but most are smaller and the top
 * ones far bigger. The pays were scaled so the exact return stays where the standard variant's is (exact-return.ts).
 */
export const classic3x3High: SlotModel = {
  ...classic3x3Standard,
  id: 'classic3x3-high',
  volatility: 'high',
  maxWinMultiple: 364.6,
  paytable: { CHERRY: [7], BAR: [13], BAR2: [55], BAR3: [112], SEVEN: [421], WILD: [1402] },
};
