import { reels, type SlotModel } from '../model.js';

/** Three reels, three rows, five lines: bars, cherries and sevens; wild pays on its own. Its return is computed, not written here: exact-return.ts. */
export const classic3x3Standard: SlotModel = {
  id: 'classic3x3-standard',
  volatility: 'medium',
  maxWinMultiple: 302.2,
  rows: 3,
  minimumRun: 3,
  wild: 'WILD',
  strips: reels(
    'BLANK BAR CHERRY BAR2 BLANK BAR3 BLANK BAR CHERRY BLANK BAR2 BLANK SEVEN WILD BLANK BAR CHERRY BLANK BAR3 BAR2 BLANK BAR CHERRY BLANK',
    'BLANK BLANK BAR CHERRY BAR2 BLANK BLANK BAR3 BAR CHERRY BLANK BAR2 BLANK BAR CHERRY BLANK SEVEN WILD BLANK BAR3 BAR2 BAR CHERRY BLANK',
    'BLANK BLANK BAR CHERRY BLANK BAR2 BLANK BAR CHERRY BLANK BAR3 BLANK BAR2 BLANK BAR CHERRY BLANK BLANK BAR CHERRY BAR2 BAR3 SEVEN WILD',
  ),
  pay: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  paytable: {
    CHERRY: [12],
    BAR: [23],
    BAR2: [46],
    BAR3: [93],
    SEVEN: [349],
    WILD: [1162],
  },
};
