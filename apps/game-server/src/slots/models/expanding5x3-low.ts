import { reels, type SlotModel } from '../model.js';
import { tenLines } from './pay-lines.js';

/**
 * Five reels, three rows, ten lines; a wild on the middle three reels grows to fill its reel before the lines are
 * read. Low volatility (small pays, often; the royals pay more, the high symbols as in the standard paytable). Its
 * return is simulated, not counted: `published` is what `npm run slot-figures -w apps/game-server` gives
 * (features/simulate.ts).
 */
export const expanding5x3Low: SlotModel = {
  id: 'expanding5x3-low',
  volatility: 'low',
  maxWinMultiple: 2500,
  rows: 3,
  minimumRun: 3,
  wild: 'WILD',
  scatter: 'SCATTER',
  scatterPays: [1, 2, 11],
  strips: reels(
    'ACE JACK ACE QUEEN SEVEN KING NINE TEN SCATTER NINE KING TEN JACK QUEEN BELL QUEEN TEN JACK SEVEN NINE QUEEN TEN TEN KING ACE TEN JACK BELL BELL NINE KING ACE NINE QUEEN TEN NINE JACK NINE',
    'TEN JACK TEN TEN ACE BELL NINE QUEEN NINE JACK ACE NINE ACE KING SEVEN JACK TEN TEN KING NINE KING SEVEN WILD SCATTER BELL QUEEN JACK JACK TEN KING QUEEN BELL WILD QUEEN NINE ACE QUEEN NINE',
    'TEN NINE SCATTER NINE TEN WILD QUEEN BELL TEN NINE QUEEN ACE QUEEN NINE KING WILD SEVEN KING BELL QUEEN QUEEN JACK TEN TEN TEN JACK NINE ACE ACE JACK JACK NINE KING SEVEN JACK ACE BELL KING',
    'TEN WILD SCATTER ACE TEN TEN WILD QUEEN SEVEN BELL KING SEVEN QUEEN ACE KING JACK JACK TEN ACE QUEEN QUEEN ACE NINE BELL NINE QUEEN TEN TEN KING NINE KING JACK JACK NINE JACK BELL NINE NINE',
    'SEVEN NINE JACK NINE SEVEN ACE QUEEN JACK QUEEN QUEEN ACE ACE BELL BELL TEN TEN TEN TEN NINE TEN JACK KING KING JACK NINE SCATTER TEN NINE QUEEN KING NINE QUEEN BELL ACE TEN JACK NINE KING',
  ),
  pay: { kind: 'lines', lines: tenLines },
  paytable: {
    NINE: [4, 12, 49],
    TEN: [4, 12, 49],
    JACK: [7, 16, 65],
    QUEEN: [7, 20, 81],
    KING: [8, 33, 122],
    ACE: [12, 41, 163],
    BELL: [11, 43, 217],
    SEVEN: [22, 81, 542],
    WILD: [27, 136, 1355],
  },
  features: { expandingWildReels: [1, 2, 3] },
  published: { rtpPercent: 96.3292, rtpHalfWidthPercent: 0.4756, hitRatePercent: 33.8447, rounds: 2000000 },
};
