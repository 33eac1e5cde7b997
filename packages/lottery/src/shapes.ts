// What a result of each kind looks like (types.ts `DrawResult`): how the §7 draw builds it and how to check one
// entered by an operator or read back from storage.
import type { DrawResult, DrawShape, VnLayout } from './types.js';

/** Numbers made digit by digit (repeats allowed), or balls taken without replacement from 1..size. */
export type DrawSpec = { type: 'digits'; lengths: readonly number[] } | { type: 'pool'; size: number; picks: number };

const times = (length: number, count: number): number[] => new Array<number>(count).fill(length);

/** Digits per prize number in the order of types.ts: ĐB first, the smallest prize last. */
export const vnPrizeLengths: Record<VnLayout, readonly number[]> = {
  // ĐB, G1, G2 x2, G3 x6 (5 digits); G4 x4, G5 x6 (4); G6 x3 (3); G7 x4 (2).
  north: [...times(5, 10), ...times(4, 10), ...times(3, 3), ...times(2, 4)],
  // ĐB (6); G1, G2, G3 x2, G4 x7 (5); G5, G6 x3 (4); G7 (3); G8 (2).
  south: [6, ...times(5, 11), ...times(4, 4), 3, 2],
};

/** The four-digit numbers of a 4D draw: 1st, 2nd, 3rd, 10 starters, 10 consolations. */
export const SEA_RESULT_COUNT = 23;

export function vnLayoutOf(shape: DrawShape): VnLayout {
  if (shape.layout === null) throw new Error('lottery: a VN draw needs a layout (north or south)');
  return shape.layout;
}

export function drawSpecOf(shape: DrawShape): DrawSpec {
  switch (shape.kind) {
    case 'SSC':
      return { type: 'digits', lengths: times(1, 5) };
    case '11X5':
      return { type: 'pool', size: 11, picks: 5 };
    case 'PK10':
      return { type: 'pool', size: 10, picks: 10 };
    case 'LHC':
      return { type: 'pool', size: 49, picks: 7 };
    case 'LF':
      return { type: 'pool', size: 20, picks: 8 };
    case 'VN':
      return { type: 'digits', lengths: vnPrizeLengths[vnLayoutOf(shape)] };
    case 'SEA':
      return { type: 'digits', lengths: times(4, SEA_RESULT_COUNT) };
  }
}

/** A ball as results show it: two digits. */
export const ballLabel = (ball: number): string => String(ball).padStart(2, '0');

/** '01'..size. */
export const ballValues = (size: number): string[] => Array.from({ length: size }, (_, i) => ballLabel(i + 1));

/** Every string of `length` digits in ascending order ('0'..'9', '00'..'99', ...). */
export const digitStrings = (length: number): string[] =>
  Array.from({ length: 10 ** length }, (_, i) => String(i).padStart(length, '0'));

/** The result's own numbers, for results not drawn here (official games) or read back from storage. */
export function isWellFormedResult(shape: DrawShape, result: DrawResult): boolean {
  const spec = drawSpecOf(shape);
  if (spec.type === 'digits') {
    return (
      result.length === spec.lengths.length &&
      result.every((value, i) => value.length === spec.lengths[i] && /^[0-9]+$/.test(value))
    );
  }
  const allowed = new Set(ballValues(spec.size));
  return (
    result.length === spec.picks && result.every((value) => allowed.has(value)) && new Set(result).size === spec.picks
  );
}
