import type { SlotModel } from '../model.js';
import { lines5x3Standard } from './lines5x3.js';

/**
 * The same reels as lines5x3Standard, paid for high volatility: the low symbols pay about half as much, the high
 * ones about three times as much (once for the classic game), so wins come as often but most are smaller and the top
 * ones far bigger. The pays were scaled so the exact return stays where the standard variant's is (exact-return.ts).
 */
export const lines5x3High: SlotModel = {
  ...lines5x3Standard,
  id: 'lines5x3-high',
  volatility: 'high',
  maxWinMultiple: 1433.6,
  paytable: {
    NINE: [7, 21, 83],
    TEN: [7, 21, 83],
    JACK: [11, 28, 110],
    QUEEN: [11, 35, 138],
    KING: [14, 55, 206],
    ACE: [21, 69, 275],
    BELL: [156, 623, 3118],
    SEVEN: [311, 1168, 7794],
    WILD: [389, 1950, 19484],
  },
};
