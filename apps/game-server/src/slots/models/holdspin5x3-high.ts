import type { SlotModel } from '../model.js';
import { holdSpin5x3Low } from './holdspin5x3-low.js';

/**
 * High volatility on the same reels as holdSpin5x3Low, paid for high volatility: coins worth more and a bigger grand
 * prize, the low symbols paying less. Its return is simulated: `published` is what `npm run slot-figures -w
 * apps/game-server` gives (features/simulate.ts).
 */
export const holdSpin5x3High: SlotModel = {
  ...holdSpin5x3Low,
  id: 'holdspin5x3-high',
  volatility: 'high',
  paytable: {
    NINE: [9, 27, 109],
    TEN: [9, 27, 109],
    JACK: [14, 37, 145],
    QUEEN: [14, 46, 182],
    KING: [18, 72, 272],
    ACE: [27, 90, 362],
    BELL: [217, 871, 4356],
    SEVEN: [435, 1632, 10888],
    WILD: [544, 2724, 27219],
  },
  features: {
    holdAndSpin: {
      ...holdSpin5x3Low.features!.holdAndSpin!,
      values: { C1: 1, C2: 2, C5: 5, C10: 10 },
      fullScreen: 1450,
    },
  },
  published: { rtpPercent: 97.353, rtpHalfWidthPercent: 0.7339, hitRatePercent: 28.2231, rounds: 15000000 },
};
