import type { SlotModel } from '../model.js';
import { freeSpins5x3Low } from './freespins5x3-low.js';

/**
 * High volatility on the same reels as freeSpins5x3Low, paid for high volatility: fewer free spins at a bigger
 * multiplier, the top symbols paying far more. Its return is simulated: `published` is what `npm run slot-figures -w
 * apps/game-server` gives (features/simulate.ts).
 */
export const freeSpins5x3High: SlotModel = {
  ...freeSpins5x3Low,
  id: 'freespins5x3-high',
  volatility: 'high',
  scatterPays: [1, 7, 34],
  paytable: {
    NINE: [4, 12, 50],
    TEN: [4, 12, 50],
    JACK: [7, 16, 67],
    QUEEN: [7, 21, 85],
    KING: [8, 34, 127],
    ACE: [12, 42, 168],
    BELL: [101, 404, 2024],
    SEVEN: [202, 757, 5058],
    WILD: [252, 1265, 12644],
  },
  features: { freeSpins: { awards: [8, 12, 20], multiplier: 3, max: 50 } },
  published: { rtpPercent: 96.3833, rtpHalfWidthPercent: 0.7263, hitRatePercent: 34.5063, rounds: 4000000 },
};
