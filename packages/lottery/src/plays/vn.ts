// VN (xổ số kiến thiết): 27 prize numbers in the north, 18 in the south/central regions, ĐB first (types.ts).
// Plays compare 2- or 3-digit endings; each 2-digit ending is taken as uniform and independent (LOTTERY.md §2).
import { binomial } from '../combinatorics.js';
import { fraction, fractionAdd, fractionMul, fractionPow, fractionSub, ZERO } from '../fraction.js';
import { digitStrings, vnLayoutOf, vnPrizeLengths } from '../shapes.js';
import type { DrawResult, DrawShape, Fraction, VnLayout } from '../types.js';
import { comboAmongPlay } from './combo.js';
import { ANY_OPTION, type PlayHeader, type PlayRules } from './model.js';
import { occurrencePlay } from './occurrence.js';

const TWO_DIGITS = digitStrings(2);
const SPECIAL_PRIZE = 0;

const header = (id: string, group: string, layouts?: readonly VnLayout[]): PlayHeader => ({
  id,
  kind: 'VN',
  group,
  prizeMode: 'ELOTT',
  scaling: 'odds',
  ...(layouts && { layouts }),
});

const ending = (number: string, digits = 2) => number.slice(-digits);
const endingsOf = (result: DrawResult) => result.map((number) => ending(number));
const resultCount = (shape: DrawShape) => vnPrizeLengths[vnLayoutOf(shape)].length;

/**
 * The chance that n given different endings all show among `results` independent uniform endings, by
 * inclusion-exclusion over the endings that are missing: sum over j of (-1)^j C(n, j) ((100 - j) / 100)^results.
 */
export function allEndingsAppear(n: number, results: number): Fraction {
  let total = ZERO;
  for (let missing = 0; missing <= n; missing++) {
    const term = fractionMul(fraction(binomial(n, missing)), fractionPow(fraction(100 - missing, 100), results));
    total = missing % 2 === 0 ? fractionAdd(total, term) : fractionSub(total, term);
  }
  return total;
}

/** Each pick is one bet, paid once per number of the result (as `numbersOf` reads them) equal to it. */
const matchPlay = (
  playHeader: PlayHeader,
  values: readonly string[],
  numbersOf: (result: DrawResult) => readonly string[],
  numbersPerResult: (shape: DrawShape) => number,
) =>
  occurrencePlay({
    header: playHeader,
    values,
    maxPicks: values.length,
    options: [ANY_OPTION],
    entriesOf: (result) => numbersOf(result).map((number) => [ANY_OPTION, number] as const),
    entryCount: (_option, shape) => numbersPerResult(shape),
  });

/** Xiên is played on a handful of numbers: 10 picks already make up to C(10, 4) = 210 bets. */
const XIEN_MAX_PICKS = 10;

const xien = (size: number) =>
  comboAmongPlay({
    header: header(`VN_XIEN${size}`, 'xien'),
    values: TWO_DIGITS,
    size,
    maxPicks: XIEN_MAX_PICKS,
    drawnOf: endingsOf,
    maxDrawn: resultCount,
    hitRate: (context) => allEndingsAppear(size, resultCount(context)),
  });

const justOne = () => 1;
const specialEnding = (digits: number) => (result: DrawResult) => [ending(result[SPECIAL_PRIZE]!, digits)];

export const vnPlays: PlayRules[] = [
  // Đề: the last 2 digits of ĐB.
  matchPlay(header('VN_DE', 'de'), TWO_DIGITS, specialEnding(2), justOne),
  // Lô: every result whose last 2 digits equal the pick pays once, so a pick's hit rate is its expected hits.
  matchPlay(header('VN_LO', 'lo'), TWO_DIGITS, endingsOf, resultCount),
  xien(2),
  xien(3),
  xien(4),
  // 3 càng: the last 3 digits of ĐB.
  matchPlay(header('VN_3CANG', 'cang'), digitStrings(3), specialEnding(3), justOne),
  // Southern đầu: the 2-digit G8, the last prize of the layout; đuôi: the last 2 digits of ĐB.
  matchPlay(header('VN_DAU', 'dauDuoi', ['south']), TWO_DIGITS, (result) => [result[result.length - 1]!], justOne),
  matchPlay(header('VN_DUOI', 'dauDuoi', ['south']), TWO_DIGITS, specialEnding(2), justOne),
];
