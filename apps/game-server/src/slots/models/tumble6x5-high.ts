import type { SlotModel } from '../model.js';
import { tumble6x5Low } from './tumble6x5-low.js';

/**
 * High volatility on the same reels as tumble6x5Low, paid for high volatility: the low symbols pay less, the high
 * ones far more. Its return is simulated: `published` is what `npm run slot-figures -w apps/game-server` gives
 * (features/simulate.ts).
 */
export const tumble6x5High: SlotModel = {
  ...tumble6x5Low,
  id: 'tumble6x5-high',
  volatility: 'high',
  paytable: {
    NINE: [13, 15, 20, 25, 50],
    TEN: [13, 15, 20, 25, 50],
    JACK: [15, 20, 25, 33, 63],
    QUEEN: [20, 25, 33, 40, 73],
    KING: [25, 33, 40, 50, 95],
    ACE: [33, 40, 50, 63, 120],
    BELL: [290, 436, 582, 727, 1452],
    SEVEN: [582, 872, 1164, 1452, 2907],
  },
  published: { rtpPercent: 96.3289, rtpHalfWidthPercent: 0.3146, hitRatePercent: 42.6633, rounds: 2000000 },
};
