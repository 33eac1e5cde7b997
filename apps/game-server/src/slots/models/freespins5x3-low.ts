import { reels, type SlotModel } from '../model.js';
import { twentyLines } from './pay-lines.js';

/**
 * Five reels, three rows, twenty lines; three or more scatters anywhere start free spins in which every win is multiplied, and scatters in them add more.
 * Low volatility (small pays, often). Its return is simulated, not counted:
 * `published` is what `npm run slot-figures -w apps/game-server` gives (features/simulate.ts).
 */
export const freeSpins5x3Low: SlotModel = {
  id: 'freespins5x3-low',
  volatility: 'low',
  maxWinMultiple: 5000,
  rows: 3,
  minimumRun: 3,
  wild: 'WILD',
  scatter: 'SCATTER',
  scatterPays: [1, 5, 23],
  strips: reels(
    'ACE KING QUEEN ACE JACK TEN SEVEN SCATTER BELL JACK JACK QUEEN TEN BELL KING TEN NINE NINE KING JACK QUEEN ACE TEN QUEEN NINE QUEEN TEN SEVEN JACK NINE NINE TEN ACE SCATTER BELL NINE NINE KING',
    'QUEEN TEN BELL ACE SCATTER KING JACK JACK TEN KING JACK SCATTER SEVEN KING SEVEN NINE NINE BELL QUEEN NINE BELL WILD TEN QUEEN NINE TEN JACK ACE KING ACE JACK TEN QUEEN NINE QUEEN TEN ACE NINE',
    'JACK JACK QUEEN KING BELL TEN KING TEN KING QUEEN ACE NINE JACK TEN SCATTER NINE ACE NINE TEN NINE QUEEN QUEEN NINE QUEEN TEN ACE KING JACK TEN SEVEN BELL NINE JACK BELL ACE WILD SEVEN SCATTER',
    'SEVEN TEN KING KING TEN ACE QUEEN ACE BELL JACK TEN BELL TEN NINE KING ACE NINE SCATTER NINE QUEEN NINE QUEEN QUEEN SEVEN TEN WILD ACE QUEEN BELL SCATTER JACK TEN KING JACK NINE JACK JACK NINE',
    'ACE TEN NINE BELL QUEEN SCATTER JACK JACK SEVEN TEN NINE QUEEN KING TEN BELL NINE JACK QUEEN NINE WILD SCATTER KING NINE ACE SEVEN QUEEN TEN TEN KING QUEEN KING JACK NINE ACE BELL ACE JACK TEN',
  ),
  pay: { kind: 'lines', lines: twentyLines },
  paytable: {
    NINE: [9, 26, 104],
    TEN: [9, 26, 104],
    JACK: [14, 35, 139],
    QUEEN: [14, 44, 174],
    KING: [17, 69, 260],
    ACE: [26, 87, 347],
    BELL: [12, 46, 232],
    SEVEN: [23, 87, 579],
    WILD: [29, 145, 1448],
  },
  features: { freeSpins: { awards: [10, 15, 25], multiplier: 2, max: 50 } },
  published: { rtpPercent: 96.0431, rtpHalfWidthPercent: 0.5651, hitRatePercent: 34.4896, rounds: 2000000 },
};
