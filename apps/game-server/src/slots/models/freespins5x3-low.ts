import { reels, type SlotModel } from '../model.js';
import { twentyLines } from './pay-lines.js';

/**
 * Five reels, three rows, twenty lines; three or more scatters anywhere start free spins in which every win is
 * multiplied, and scatters in them add more. Low volatility (small pays, often; the royals pay more, the high
 * symbols as in the standard paytable). Its return is simulated, not counted: `published` is what `npm run slot-
 * figures -w apps/game-server` gives (features/simulate.ts).
 */
export const freeSpins5x3Low: SlotModel = {
  id: 'freespins5x3-low',
  volatility: 'low',
  maxWinMultiple: 5000,
  rows: 3,
  minimumRun: 3,
  wild: 'WILD',
  scatter: 'SCATTER',
  scatterPays: [1, 4, 22],
  strips: reels(
    'ACE KING QUEEN ACE JACK TEN SEVEN SCATTER BELL JACK JACK QUEEN TEN BELL KING TEN NINE NINE KING JACK QUEEN ACE TEN QUEEN NINE QUEEN TEN SEVEN JACK NINE NINE TEN ACE SCATTER BELL NINE NINE KING',
    'QUEEN TEN BELL ACE SCATTER KING JACK JACK TEN KING JACK SCATTER SEVEN KING SEVEN NINE NINE BELL QUEEN NINE BELL WILD TEN QUEEN NINE TEN JACK ACE KING ACE JACK TEN QUEEN NINE QUEEN TEN ACE NINE',
    'JACK JACK QUEEN KING BELL TEN KING TEN KING QUEEN ACE NINE JACK TEN SCATTER NINE ACE NINE TEN NINE QUEEN QUEEN NINE QUEEN TEN ACE KING JACK TEN SEVEN BELL NINE JACK BELL ACE WILD SEVEN SCATTER',
    'SEVEN TEN KING KING TEN ACE QUEEN ACE BELL JACK TEN BELL TEN NINE KING ACE NINE SCATTER NINE QUEEN NINE QUEEN QUEEN SEVEN TEN WILD ACE QUEEN BELL SCATTER JACK TEN KING JACK NINE JACK JACK NINE',
    'ACE TEN NINE BELL QUEEN SCATTER JACK JACK SEVEN TEN NINE QUEEN KING TEN BELL NINE JACK QUEEN NINE WILD SCATTER KING NINE ACE SEVEN QUEEN TEN TEN KING QUEEN KING JACK NINE ACE BELL ACE JACK TEN',
  ),
  pay: { kind: 'lines', lines: twentyLines },
  paytable: {
    NINE: [9, 25, 97],
    TEN: [9, 25, 97],
    JACK: [13, 33, 128],
    QUEEN: [13, 42, 160],
    KING: [17, 65, 242],
    ACE: [25, 81, 323],
    BELL: [22, 86, 431],
    SEVEN: [44, 160, 1078],
    WILD: [54, 269, 2692],
  },
  features: { freeSpins: { awards: [10, 15, 25], multiplier: 2, max: 50 } },
  published: { rtpPercent: 96.1358, rtpHalfWidthPercent: 0.5676, hitRatePercent: 34.4896, rounds: 2000000 },
};
