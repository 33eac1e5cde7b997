// LHC (Mark Six, 六合彩): six numbers then a special from 01-49 without replacement; the 7th is the special.
// LOTTERY.md §2.
import { uniform } from '../combinatorics.js';
import { ballValues } from '../shapes.js';
import type { DrawContext, DrawResult } from '../types.js';
import { ZODIAC_ANIMALS, zodiacOf } from '../zodiac.js';
import { amongDrawnBallsPlay } from './combo.js';
import { indices, official, type PlayRules, twoSided } from './model.js';
import {
  BIG_SMALL_ODD_EVEN,
  BIG_SMALL_ODD_EVEN_GROUPS,
  bigSmallOddEvenJudge,
  twoSidedPlay,
  type Verdict,
} from './two-sided.js';

const POOL = 49;
const REGULAR = 6;
const BALLS = ballValues(POOL);
const BALL_VALUES = indices(POOL).map((i) => i + 1);

/** The colour waves (波色) as LOTTERY.md lists them; green is every other number. */
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const COLOURS = ['RED', 'BLUE', 'GREEN'] as const;
export const colourOf = (number: number): (typeof COLOURS)[number] =>
  RED.includes(number) ? 'RED' : BLUE.includes(number) ? 'BLUE' : 'GREEN';

const REGULAR_PLACES = [0, REGULAR] as const;
const SPECIAL_PLACE = [REGULAR, REGULAR + 1] as const;
/** The special is uniform over 1..49 (every number is equally likely in every place of the draw). */
const specialLaw = () => uniform(BALL_VALUES);
const specialArea = [{ key: 'options', read: (result: DrawResult) => Number(result[REGULAR]) }];

/** The N picks are all among the numbers drawn in places [from, to): the special alone, or the 6 regular ones. */
const allAmong = (id: string, group: string, size: number, [from, to]: readonly [number, number], maxPicks = POOL) =>
  amongDrawnBallsPlay({
    header: official('LHC', id, group),
    values: BALLS,
    size,
    maxPicks,
    drawnOf: (result) => result.slice(from, to),
    drawnCount: to - from,
  });

/** A two-sided play on the special number; its options partition the numbers, or pushes on 49. */
const onSpecial = (
  id: string,
  options: readonly string[],
  exclusive: readonly (readonly string[])[],
  judge: (option: string, special: number, context: DrawContext) => Verdict,
) =>
  twoSidedPlay({
    header: twoSided('LHC', id, 'special'),
    areas: specialArea,
    options,
    exclusive,
    law: specialLaw,
    judge,
  });

/** All-hit (全中) lines are a handful of numbers: 10 picks already make C(10, 3) = 120 three-number bets. */
const ALL_HIT_MAX_PICKS = 10;

const isFortyNine = (number: number) => number === POOL;

export const lhcPlays: PlayRules[] = [
  allAmong('LHC_SPECIAL_NUMBER', 'special', 1, SPECIAL_PLACE),
  // 25-48 big, 1-24 small; a special 49 refunds all four options.
  onSpecial(
    'LHC_SPECIAL_BSOE',
    BIG_SMALL_ODD_EVEN,
    BIG_SMALL_ODD_EVEN_GROUPS,
    bigSmallOddEvenJudge({ bigFrom: 25, pushesBigSmall: isFortyNine, pushesOddEven: isFortyNine }),
  ),
  // The year's animal holds 5 numbers (5/49), the others 4 (4/49); 49 is an ordinary number here, not a push.
  onSpecial('LHC_SPECIAL_ZODIAC', ZODIAC_ANIMALS, [ZODIAC_ANIMALS], (option, special, context) =>
    zodiacOf(special, context.drawDate) === option ? 'hit' : 'lose',
  ),
  onSpecial('LHC_COLOR_WAVE', COLOURS, [COLOURS], (option, special) => (colourOf(special) === option ? 'hit' : 'lose')),
  allAmong('LHC_REGULAR_NUMBER', 'regular', 1, REGULAR_PLACES),
  allAmong('LHC_TWO_ALL_HIT', 'allHit', 2, REGULAR_PLACES, ALL_HIT_MAX_PICKS),
  allAmong('LHC_THREE_ALL_HIT', 'allHit', 3, REGULAR_PLACES, ALL_HIT_MAX_PICKS),
];
