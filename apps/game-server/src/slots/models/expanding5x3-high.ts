import type { SlotModel } from '../model.js';
import { expanding5x3Low } from './expanding5x3-low.js';

/**
 * High volatility on the same reels as expanding5x3Low, paid for high volatility: the low symbols pay less, the high
 * ones and the wilds far more. Its return is simulated: `published` is what `npm run slot-figures -w apps/game-
 * server` gives (features/simulate.ts).
 */
export const expanding5x3High: SlotModel = {
  ...expanding5x3Low,
  id: 'expanding5x3-high',
  volatility: 'high',
  scatterPays: [1, 3, 14],
  paytable: {
    NINE: [2, 5, 21],
    TEN: [2, 5, 21],
    JACK: [3, 7, 28],
    QUEEN: [3, 9, 35],
    KING: [4, 14, 53],
    ACE: [5, 18, 70],
    BELL: [42, 168, 842],
    SEVEN: [85, 315, 2104],
    WILD: [105, 526, 5261],
  },
  published: { rtpPercent: 96.9665, rtpHalfWidthPercent: 0.729, hitRatePercent: 33.7873, rounds: 4000000 },
};
