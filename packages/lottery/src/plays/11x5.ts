// 11X5 (11选5): five distinct numbers from 01-11 in draw order. LOTTERY.md §2.
import { binomial, orderedPairs, subsetSumWeights } from '../combinatorics.js';
import { fraction } from '../fraction.js';
import { ballValues } from '../shapes.js';
import type { DrawResult } from '../types.js';
import { amongDrawnBallsPlay, coverAllPlay } from './combo.js';
import { indices, official, type PlayRules, twoSided } from './model.js';
import { anyPositionsPlay, directPlay } from './positional.js';
import { dragonTigerPlay, positionsBigSmallPlay, sumBigSmallPlay } from './two-sided.js';

const POOL = 11;
const DRAWN = 5;
const BALLS = ballValues(POOL);
const BALL_VALUES = indices(POOL).map((i) => i + 1);

const firstBalls = (count: number) => (result: DrawResult) => result.slice(0, count);

/** Any-N, N <= 5: the N picks are all among the 5 drawn. C(5, N) of the C(11, N) equally likely N-sets do that. */
const anyAmongDrawn = (size: number) =>
  amongDrawnBallsPlay({
    header: official('11X5', `11X5_ANY${size}`, 'any'),
    values: BALLS,
    size,
    drawnOf: firstBalls(DRAWN),
    drawnCount: DRAWN,
  });

/** Any-N, N = 6..8: the 5 drawn are all among the N picks; C(N, 5) of the C(11, 5) drawn sets do that. */
const anyCoveringDrawn = (size: number) =>
  coverAllPlay({
    header: official('11X5', `11X5_ANY${size}`, 'any'),
    values: BALLS,
    size,
    drawnOf: firstBalls(DRAWN),
    drawnCount: DRAWN,
    hitRate: fraction(binomial(size, DRAWN), binomial(POOL, DRAWN)),
  });

const frontDirect = (count: number) =>
  directPlay({
    header: official('11X5', `11X5_FRONT${count}_DIRECT`, `front${count}`),
    positions: indices(count),
    values: BALLS,
    distinct: true,
  });

/** Front-N group: the first N drawn, in any order, are the bet's N numbers: 1 / C(11, N). */
const frontGroup = (count: number) =>
  amongDrawnBallsPlay({
    header: official('11X5', `11X5_FRONT${count}_GROUP`, `front${count}`),
    values: BALLS,
    size: count,
    drawnOf: firstBalls(count),
    drawnCount: count,
  });

const isEleven = (ball: number) => ball === POOL;

export const elevenFivePlays: PlayRules[] = [
  ...[1, 2, 3, 4, 5].map(anyAmongDrawn),
  ...[6, 7, 8].map(anyCoveringDrawn),
  frontDirect(2),
  frontGroup(2),
  frontDirect(3),
  frontGroup(3),
  anyPositionsPlay({
    header: official('11X5', '11X5_FIXED_POSITION', 'position'),
    positions: indices(DRAWN),
    values: BALLS,
    distinct: true,
    size: 1,
  }),
  // A drawn 11 refunds both big/small and odd/even bets on its position.
  positionsBigSmallPlay(twoSided('11X5', '11X5_BALL_BSOE'), DRAWN, BALL_VALUES, {
    bigFrom: 6,
    pushesBigSmall: isEleven,
    pushesOddEven: isEleven,
  }),
  // Sum 15-45: above 30 big, below 30 small, 30 refunds big/small; odd/even of the sum has no push.
  sumBigSmallPlay(twoSided('11X5', '11X5_SUM_BSOE'), DRAWN, () => subsetSumWeights(BALL_VALUES, DRAWN), {
    bigFrom: 31,
    pushesBigSmall: (sum) => sum === 30,
  }),
  // Balls are distinct, so ball 1 and ball 5 never tie.
  dragonTigerPlay(
    twoSided('11X5', '11X5_DRAGON_TIGER'),
    [{ key: 'options', first: 0, second: DRAWN - 1 }],
    ['DRAGON', 'TIGER'],
    () => orderedPairs(BALL_VALUES, true),
  ),
];
