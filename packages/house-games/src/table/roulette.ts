import { fraction, integerBelow } from '@portal/lottery';
import type { SpotRule } from '../game.js';
import { exactReturn, instantGame, type SettledWager, wholeIn, ZERO_MULTIPLE } from './instant.js';

/**
 * European (single zero, 37 pockets) and American (0 and 00, 38 pockets) roulette. A pocket is a number 0-36,
 * and 37 stands for '00'. Every inside and outside bet covering k numbers pays 36/k - 1 to one, so each returns
 * 36/37 on the single-zero wheel and 36/38 on the double-zero wheel.
 */
const DOUBLE_ZERO = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColour = 'red' | 'black' | 'green';

/** What the browser shows once the ball has landed (at once: roulette is instant). */
export interface RouletteView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** The winning pocket: '0'..'36', or '00' on the American wheel. */
  number: string;
  colour: RouletteColour;
}

const pocketLabel = (pocket: number): string => (pocket === DOUBLE_ZERO ? '00' : String(pocket));
export const colourOf = (pocket: number): RouletteColour =>
  pocket === 0 || pocket === DOUBLE_ZERO ? 'green' : RED.has(pocket) ? 'red' : 'black';

const range = (first: number, count: number, step = 1): number[] =>
  Array.from({ length: count }, (_, i) => first + i * step);

/** The pocket of a label ('00' only on the American wheel), or null. */
function pocketOf(label: string | undefined, american: boolean): number | null {
  if (label === '00') return american ? DOUBLE_ZERO : null;
  return wholeIn(label, 0, 36);
}

/** Splits next to the zeros, written in layout order (0, 00, then 1-36): 'split-0-1', 'split-00-3'. */
const zeroSplits = (american: boolean): number[][] =>
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

function splitNumbers(first: number, second: number, american: boolean): number[] | null {
  if (first === 0 || first === DOUBLE_ZERO) {
    const known = zeroSplits(american).some(([a, b]) => a === first && b === second);
    return known ? [first, second] : null;
  }
  // On the layout 1-36 run in rows of three: beside in a row (not across a row's end), or one row down.
  const beside = second === first + 1 && first % 3 !== 0;
  const below = second === first + 3 && second <= 36;
  return beside || below ? [first, second] : null;
}

const outsideBets: Record<string, (pocket: number) => boolean> = {
  red: (n) => RED.has(n),
  black: (n) => n >= 1 && n <= 36 && !RED.has(n),
  odd: (n) => n >= 1 && n <= 36 && n % 2 === 1,
  even: (n) => n >= 1 && n <= 36 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19 && n <= 36,
  'dozen-1': (n) => n >= 1 && n <= 12,
  'dozen-2': (n) => n >= 13 && n <= 24,
  'dozen-3': (n) => n >= 25 && n <= 36,
  'column-1': (n) => n >= 1 && n <= 36 && n % 3 === 1,
  'column-2': (n) => n >= 1 && n <= 36 && n % 3 === 2,
  'column-3': (n) => n >= 1 && n <= 36 && n % 3 === 0,
};

/** The numbers a spot covers, or null when the wheel has no such spot. */
export function coveredNumbers(spot: string, american: boolean): number[] | null {
  const outside = outsideBets[spot];
  if (outside) return range(1, 36).filter(outside);
  const [kind, first, second, extra] = spot.split('-');
  if (extra !== undefined) return null;
  if (kind === 'straight' && second === undefined) {
    const pocket = pocketOf(first, american);
    return pocket === null ? null : [pocket];
  }
  if (kind === 'split') {
    const a = pocketOf(first, american);
    const b = pocketOf(second, american);
    return a === null || b === null ? null : splitNumbers(a, b, american);
  }
  if (second !== undefined) return null;
  const lowest = wholeIn(first, 1, 36);
  if (lowest === null) return null;
  const rowStart = lowest % 3 === 1;
  if (kind === 'street' && rowStart) return range(lowest, 3);
  if (kind === 'line' && rowStart && lowest <= 31) return range(lowest, 6);
  if (kind === 'corner' && lowest % 3 !== 0 && lowest <= 32) return [lowest, lowest + 1, lowest + 3, lowest + 4];
  return null;
}

/** One spot of each shape for the rules page, with its pattern. */
const spotPatterns: [pattern: string, example: string][] = [
  ['straight-<n>', 'straight-17'],
  ['split-<a>-<b>', 'split-17-20'],
  ['street-<first>', 'street-16'],
  ['corner-<lowest>', 'corner-17'],
  ['line-<first>', 'line-16'],
  ...Object.keys(outsideBets).map((spot): [string, string] => [spot, spot]),
];

/** The spots of each wheel are few (about 160), and settling asks for them over and over. */
const coveredCache = new Map<string, number[]>();
function coveredOnWheel(spot: string, american: boolean): number[] | null {
  const key = `${american ? 'american' : 'european'} ${spot}`;
  const known = coveredCache.get(key);
  if (known) return known;
  const covered = coveredNumbers(spot, american);
  if (covered) coveredCache.set(key, covered);
  return covered;
}

function roulette(id: 'european-roulette' | 'american-roulette') {
  const american = id === 'american-roulette';
  const pockets = american ? 38 : 37;
  const multiple = (pocket: number, spot: string) => {
    const covered = coveredOnWheel(spot, american) ?? [];
    return covered.includes(pocket) ? fraction(36, covered.length) : ZERO_MULTIPLE;
  };
  const everyPocket = range(0, pockets).map((pocket) => [pocket, 1n] as const);
  return instantGame<number, RouletteView>({
    id,
    spotProblem: (spot) =>
      coveredNumbers(spot, american) === null ? `${spot} is not a spot of the ${id.split('-')[0]} wheel` : null,
    *draw() {
      return yield* integerBelow(pockets);
    },
    multiple,
    rules() {
      const spots: SpotRule[] = spotPatterns.map(([pattern, example]) => ({
        spot: pattern,
        pays: `${36 / (coveredNumbers(example, american)?.length ?? 36) - 1}:1`,
        returnToPlayer: exactReturn(everyPocket, (pocket) => multiple(pocket, example)),
      }));
      return { returnToPlayer: spots[0]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 36, spots };
    },
    view: (pocket, wagers) => ({ wagers, number: pocketLabel(pocket), colour: colourOf(pocket) }),
  });
}

export const europeanRoulette = roulette('european-roulette');
export const americanRoulette = roulette('american-roulette');
