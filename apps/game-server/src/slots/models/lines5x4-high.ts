import type { SlotModel } from '../model.js';
import { lines5x4Standard } from './lines5x4.js';

/**
 * The same reels as lines5x4Standard, paid for high volatility: the low symbols pay about half as much, the high
 * ones about three times as much (once for the classic game), so wins come as often but most are smaller and the top
 * ones far bigger. The pays were scaled so the exact return stays where the standard variant's is (exact-return.ts).
 */
export const lines5x4High: SlotModel = {
  ...lines5x4Standard,
  id: 'lines5x4-high',
  volatility: 'high',
  maxWinMultiple: 1028.75,
  paytable: {
    NINE: [7, 20, 81],
    TEN: [7, 20, 81],
    JACK: [11, 27, 108],
    QUEEN: [11, 34, 135],
    KING: [14, 54, 203],
    ACE: [20, 68, 271],
    GEM: [151, 608, 3037],
    CROWN: [303, 1139, 7596],
    WILD: [380, 1898, 18987],
  },
};
