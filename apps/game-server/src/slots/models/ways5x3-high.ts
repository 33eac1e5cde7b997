import type { SlotModel } from '../model.js';
import { ways5x3Standard } from './ways5x3.js';

/**
 * The same reels as ways5x3Standard, paid for high volatility: the low symbols pay about half as much, the high ones
 * about three times as much (once for the classic game), so wins come as often but most are smaller and the top ones
 * far bigger. The pays were scaled so the exact return stays where the standard variant's is (exact-return.ts).
 */
export const ways5x3High: SlotModel = {
  ...ways5x3Standard,
  id: 'ways5x3-high',
  volatility: 'high',
  maxWinMultiple: 1137.56,
  paytable: {
    TEN: [4, 9, 43],
    JACK: [4, 9, 43],
    QUEEN: [4, 13, 64],
    KING: [4, 13, 64],
    ACE: [9, 17, 85],
    TIGER: [87, 296, 884],
    EAGLE: [118, 440, 1177],
    WOLF: [148, 588, 1765],
    BUFFALO: [296, 884, 2941],
  },
};
