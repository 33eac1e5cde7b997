import { reels, type SlotModel } from '../model.js';
import { tenLines } from './pay-lines.js';

/**
 * Five reels, three rows, ten lines; a wild on the middle three reels grows to fill its reel before the lines are read.
 * Low volatility (small pays, often). Its return is simulated, not counted:
 * `published` is what `npm run slot-figures -w apps/game-server` gives (features/simulate.ts).
 */
export const expanding5x3Low: SlotModel = {
  id: 'expanding5x3-low',
  volatility: 'low',
  maxWinMultiple: 2500,
  rows: 3,
  minimumRun: 3,
  wild: 'WILD',
  scatter: 'SCATTER',
  scatterPays: [1, 2, 12],
  strips: reels(
    'ACE JACK ACE QUEEN SEVEN KING NINE TEN SCATTER NINE KING TEN JACK QUEEN BELL QUEEN TEN JACK SEVEN NINE QUEEN TEN TEN KING ACE TEN JACK BELL BELL NINE KING ACE NINE QUEEN TEN NINE JACK NINE',
    'TEN JACK TEN TEN ACE BELL NINE QUEEN NINE JACK ACE NINE ACE KING SEVEN JACK TEN TEN KING NINE KING SEVEN WILD SCATTER BELL QUEEN JACK JACK TEN KING QUEEN BELL WILD QUEEN NINE ACE QUEEN NINE',
    'TEN NINE SCATTER NINE TEN WILD QUEEN BELL TEN NINE QUEEN ACE QUEEN NINE KING WILD SEVEN KING BELL QUEEN QUEEN JACK TEN TEN TEN JACK NINE ACE ACE JACK JACK NINE KING SEVEN JACK ACE BELL KING',
    'TEN WILD SCATTER ACE TEN TEN WILD QUEEN SEVEN BELL KING SEVEN QUEEN ACE KING JACK JACK TEN ACE QUEEN QUEEN ACE NINE BELL NINE QUEEN TEN TEN KING NINE KING JACK JACK NINE JACK BELL NINE NINE',
    'SEVEN NINE JACK NINE SEVEN ACE QUEEN JACK QUEEN QUEEN ACE ACE BELL BELL TEN TEN TEN TEN NINE TEN JACK KING KING JACK NINE SCATTER TEN NINE QUEEN KING NINE QUEEN BELL ACE TEN JACK NINE KING',
  ),
  pay: { kind: 'lines', lines: tenLines },
  paytable: {
    NINE: [5, 13, 53],
    TEN: [5, 13, 53],
    JACK: [7, 18, 71],
    QUEEN: [7, 22, 88],
    KING: [9, 35, 133],
    ACE: [13, 44, 177],
    BELL: [6, 24, 118],
    SEVEN: [12, 44, 295],
    WILD: [15, 74, 738],
  },
  features: { expandingWildReels: [1, 2, 3] },
  published: { rtpPercent: 96.9158, rtpHalfWidthPercent: 0.436, hitRatePercent: 33.8447, rounds: 2000000 },
};
