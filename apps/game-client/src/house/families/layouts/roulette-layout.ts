/**
 * The roulette table's geometry: where each number and bet sits on the layout (across on a wide screen, upright on
 * a phone), the numbers each bet covers, and the pockets of the wheels in their real order. Pocket 37 is '00'.
 */
export const DOUBLE_ZERO = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type Colour = 'red' | 'black' | 'green';
export const colourOf = (n: number): Colour => (n === 0 || n === DOUBLE_ZERO ? 'green' : RED.has(n) ? 'red' : 'black');
export const labelOf = (n: number): string => (n === DOUBLE_ZERO ? '00' : String(n));
export const pocketOf = (label: string): number => (label === '00' ? DOUBLE_ZERO : Number(label));

export const EUROPEAN_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
export const AMERICAN_WHEEL = [
  0,
  28,
  9,
  26,
  30,
  11,
  7,
  20,
  32,
  17,
  5,
  22,
  34,
  15,
  3,
  24,
  36,
  13,
  1,
  DOUBLE_ZERO,
  27,
  10,
  25,
  29,
  12,
  8,
  19,
  31,
  18,
  6,
  21,
  33,
  16,
  4,
  23,
  35,
  14,
  2,
];

const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);
export const NUMBERS = range(1, 36);

/** The outside bets in the order of their row, each with the numbers it covers. */
export const OUTSIDE: [spot: string, covers: (n: number) => boolean][] = [
  ['low', (n) => n <= 18],
  ['even', (n) => n % 2 === 0],
  ['red', (n) => RED.has(n)],
  ['black', (n) => !RED.has(n)],
  ['odd', (n) => n % 2 === 1],
  ['high', (n) => n >= 19],
];
export const DOZENS = [1, 2, 3];
export const COLUMNS = [1, 2, 3];

/** The numbers a bet of the layout covers (the maths' own rules, for the preview and the lit spots). */
export function covered(spot: string): number[] {
  const outside = OUTSIDE.find(([name]) => name === spot);
  if (outside) return NUMBERS.filter(outside[1]);
  const [kind, a = '', b = ''] = spot.split('-');
  const first = pocketOf(a);
  if (kind === 'straight') return [first];
  if (kind === 'split') return [first, pocketOf(b)];
  if (kind === 'dozen') return range(12 * (first - 1) + 1, 12);
  if (kind === 'column') return NUMBERS.filter((n) => (n - first) % 3 === 0);
  if (kind === 'street') return range(first, 3);
  if (kind === 'line') return range(first, 6);
  if (kind === 'corner') return [first, first + 1, first + 3, first + 4];
  return [];
}

export type Mode = 'straight' | 'split' | 'street' | 'corner' | 'line';
export const MODES: Mode[] = ['straight', 'split', 'street', 'corner', 'line'];

/** The zero pockets' neighbours a split may join (layout order: 0, 00, then 1-36). */
const zeroSplits = (american: boolean): [number, number][] =>
  american
    ? [
        [0, DOUBLE_ZERO],
        [0, 1],
        [0, 2],
        [DOUBLE_ZERO, 2],
        [DOUBLE_ZERO, 3],
      ]
    : [
        [0, 1],
        [0, 2],
        [0, 3],
      ];

const splitName = (a: number, b: number) => `split-${labelOf(a)}-${labelOf(b)}`;

/** The split between two pockets, or null when they are not side by side on the layout. */
export function splitOf(a: number, b: number, american: boolean): string | null {
  for (const [x, y] of zeroSplits(american)) {
    if ((x === a && y === b) || (x === b && y === a)) return splitName(x, y);
  }
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0 || high === DOUBLE_ZERO) return null;
  if ((high === low + 1 && low % 3 !== 0) || high === low + 3) return splitName(low, high);
  return null;
}

/** The bet a tap on a number makes in a mode (splits need a second number: `splitOf`). */
export function betAt(n: number, mode: Mode): string | null {
  if (mode === 'straight') return `straight-${labelOf(n)}`;
  if (n === 0 || n === DOUBLE_ZERO || mode === 'split') return null;
  const rowStart = n - ((n - 1) % 3);
  if (mode === 'street') return `street-${rowStart}`;
  if (mode === 'line') return `line-${Math.min(rowStart, 31)}`;
  let lowest = n % 3 === 0 ? n - 1 : n;
  if (lowest > 32) lowest -= 3;
  return `corner-${lowest}`;
}

/**
 * A cell's place on each layout as 'row-start / column-start / row-end / column-end'. Across: column 1 the zeros,
 * columns 2-13 the numbers (3s on top), 14 the columns' bets, each number two half-rows high; rows 7 and 8 the
 * dozens and the outside bets. Upright: row 1 the zeros, rows 2-13 the numbers, 14 the columns' bets; column 1
 * the outside bets, 2 the dozens, 3-8 the numbers, each two half-columns wide.
 */
export interface Box {
  across: [number, number, number, number];
  upright: [number, number, number, number];
}

export function numberBox(n: number, american: boolean): Box {
  if (n === 0 || n === DOUBLE_ZERO) {
    if (!american) return { across: [1, 1, 7, 2], upright: [1, 3, 2, 9] };
    return n === 0 ? { across: [4, 1, 7, 2], upright: [1, 3, 2, 6] } : { across: [1, 1, 4, 2], upright: [1, 6, 2, 9] };
  }
  const column = Math.ceil(n / 3);
  const place = (n - 1) % 3;
  const row = 2 - place;
  return {
    across: [2 * row + 1, column + 1, 2 * row + 3, column + 2],
    upright: [column + 1, 3 + 2 * place, column + 2, 5 + 2 * place],
  };
}

export function outsideBox(spot: string): Box {
  const [kind, which = ''] = spot.split('-');
  const k = Number(which) - 1;
  if (kind === 'dozen') return { across: [7, 2 + 4 * k, 8, 6 + 4 * k], upright: [2 + 4 * k, 2, 6 + 4 * k, 3] };
  if (kind === 'column') return { across: [5 - 2 * k, 14, 7 - 2 * k, 15], upright: [14, 3 + 2 * k, 15, 5 + 2 * k] };
  const i = OUTSIDE.findIndex(([name]) => name === spot);
  return { across: [8, 2 + 2 * i, 9, 4 + 2 * i], upright: [2 + 2 * i, 1, 4 + 2 * i, 2] };
}

/** The box around every number of an inside bet: its chips sit in the middle of it. */
export function betBox(spot: string, american: boolean): Box {
  const boxes = covered(spot).map((n) => numberBox(n, american));
  const span = (side: 'across' | 'upright'): [number, number, number, number] => [
    Math.min(...boxes.map((box) => box[side][0])),
    Math.min(...boxes.map((box) => box[side][1])),
    Math.max(...boxes.map((box) => box[side][2])),
    Math.max(...boxes.map((box) => box[side][3])),
  ];
  return { across: span('across'), upright: span('upright') };
}

/** The box as the CSS custom properties the stylesheet places cells with. */
export const boxStyle = (box: Box) =>
  ({ '--across': box.across.join(' / '), '--upright': box.upright.join(' / ') }) as Record<string, string>;
