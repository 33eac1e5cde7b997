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

const ballSpec = (size: number, picks: number): DrawSpec => ({ type: 'pool', size, picks });
const digitSpec = (lengths: readonly number[]): DrawSpec => ({ type: 'digits', lengths });

/** Built once: settlement checks every result against its spec. */
const specs = {
  SSC: digitSpec(times(1, 5)),
  '11X5': ballSpec(11, 5),
  PK10: ballSpec(10, 10),
  LHC: ballSpec(49, 7),
  LF: ballSpec(20, 8),
  VN_north: digitSpec(vnPrizeLengths.north),
  VN_south: digitSpec(vnPrizeLengths.south),
  SEA: digitSpec(times(4, SEA_RESULT_COUNT)),
} as const;

export const drawSpecOf = (shape: DrawShape): DrawSpec =>
  shape.kind === 'VN' ? specs[`VN_${vnLayoutOf(shape)}`] : specs[shape.kind];

/** A ball as results show it: two digits. */
export const ballLabel = (ball: number): string => String(ball).padStart(2, '0');

/** '01'..size. */
export const ballValues = (size: number): string[] => Array.from({ length: size }, (_, i) => ballLabel(i + 1));

/** Every string of `length` digits in ascending order ('0'..'9', '00'..'99', ...). */
export const digitStrings = (length: number): string[] =>
  Array.from({ length: 10 ** length }, (_, i) => String(i).padStart(length, '0'));

const ballSets = new Map<number, ReadonlySet<string>>();
function ballSetOf(size: number): ReadonlySet<string> {
  let balls = ballSets.get(size);
  if (!balls) {
    balls = new Set(ballValues(size));
    ballSets.set(size, balls);
  }
  return balls;
}

const isDigits = (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
};

/** The result's own numbers, for results not drawn here (official games) or read back from storage. */
export function isWellFormedResult(shape: DrawShape, result: DrawResult): boolean {
  const spec = drawSpecOf(shape);
  if (spec.type === 'digits') {
    return (
      result.length === spec.lengths.length &&
      result.every((value, i) => value.length === spec.lengths[i] && isDigits(value))
    );
  }
  const allowed = ballSetOf(spec.size);
  return (
    result.length === spec.picks && result.every((value) => allowed.has(value)) && new Set(result).size === spec.picks
  );
}
