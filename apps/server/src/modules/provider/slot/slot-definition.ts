import { type slotSymbols, slotSymbols as symbolNames } from '@portal/contracts';

export type SymbolName = (typeof slotSymbols)[number];
/** Symbols by index in `slotSymbols` order: the engine works on indices, the API on names. */
export const WILD = symbolNames.indexOf('WILD');
export const SCATTER = symbolNames.indexOf('SCATTER');

export const reelCount = 5;
export const rowCount = 3;

/** The 20 fixed pay lines: for each reel, the row (0 top, 1 middle, 2 bottom) the line crosses. */
export const payLines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];

/**
 * Pays for 3, 4 and 5 of a kind, in multiples of the line bet (the published paytable). Line wins
 * count from the leftmost reel; WILD stands for every symbol but SCATTER and pays on its own too.
 * SCATTER pays anywhere on the screen for 3, 4 or 5, in line bets as well: 40 line bets are twice
 * the total bet of 20 lines.
 */
export const paytable: Record<SymbolName, readonly [number, number, number]> = {
  NINE: [5, 15, 60],
  TEN: [5, 15, 60],
  JACK: [8, 20, 80],
  QUEEN: [8, 25, 100],
  KING: [10, 40, 150],
  ACE: [15, 50, 200],
  BELL: [20, 80, 400],
  SEVEN: [40, 150, 1000],
  WILD: [50, 250, 2500],
  SCATTER: [40, 200, 1000],
};

const symbolOfCode: Record<string, SymbolName> = {
  '9': 'NINE',
  T: 'TEN',
  J: 'JACK',
  Q: 'QUEEN',
  K: 'KING',
  A: 'ACE',
  B: 'BELL',
  '7': 'SEVEN',
  W: 'WILD',
  S: 'SCATTER',
};

/**
 * The reel strips, one character a symbol (9 T J Q K A, B bell, 7 seven, W wild, S scatter). A stop
 * shows the symbol at the stop and the next two, wrapping. Each strip holds one SCATTER, and BELL,
 * SEVEN, WILD and SCATTER are never within two places of each other, so a reel shows at most one of
 * them. The symbol counts were chosen with the exact calculation in slot-rtp.ts.
 */
const stripCodes = [
  'S9TWKATKBAQJ9BTKQ7Q9JTQB9AJ97JQWTKJ9T',
  'W9QWT9SKT9WTJATBQABJ9QKT7JTQ79KW9JAKBJQ',
  'J9W9KTBTJS9AWKTQTJ7KJBAQ79Q9TJWQTA9BKQ',
  'KJ7KQ9BKQWJ9TQTAT7QJKA9ATSJ9WTQBJA9WT9B',
  'A9JQJBTKJ9QBTQBAKWTQKS9J7TQ9T9W9KAJ7TK',
];

export const reelStrips: readonly (readonly number[])[] = stripCodes.map((strip) =>
  [...strip].map((code) => symbolNames.indexOf(symbolOfCode[code]!)),
);

/** Pays by symbol index, for the engine's inner loop. */
export const paysByIndex: readonly (readonly number[])[] = symbolNames.map((name) => paytable[name]);

/**
 * The return to player the game publishes, in percent: the exact figure of slot-rtp.ts
 * (96.0134…%) rounded to two places; the tests check both the exact figure and a simulation.
 */
export const publishedRtpPercent = 96.01;
