// LF, read as Lucky Farm (幸运农场): eight distinct numbers from 01-20 in draw order. LOTTERY.md §2 (unconfirmed).
import { orderedPairs, subsetSumWeights } from '../combinatorics.js';
import { ballValues } from '../shapes.js';
import { indices, official, type PlayRules, twoSided } from './model.js';
import { anyPositionsPlay } from './positional.js';
import { dragonTigerPlay, positionsBigSmallPlay, sumBigSmallPlay } from './two-sided.js';

const POOL = 20;
const DRAWN = 8;
const BALL_VALUES = indices(POOL).map((i) => i + 1);

export const luckyFarmPlays: PlayRules[] = [
  // Ball pick: a number for one of the 8 places (positions with picks; each pick a bet), 1/20.
  anyPositionsPlay({
    header: official('LF', 'LF_BALL_PICK', 'position'),
    positions: indices(DRAWN),
    values: ballValues(POOL),
    distinct: true,
    size: 1,
  }),
  // 11-20 big; 20 numbers split evenly, so no push.
  positionsBigSmallPlay(twoSided('LF', 'LF_BALL_BSOE'), DRAWN, BALL_VALUES, { bigFrom: 11 }),
  // Sum 36-132: 85 and above big, 83 and below small, 84 refunds big/small; odd/even of the sum has no push.
  sumBigSmallPlay(twoSided('LF', 'LF_SUM_BSOE'), DRAWN, () => subsetSumWeights(BALL_VALUES, DRAWN), {
    bigFrom: 85,
    pushesBigSmall: (sum) => sum === 84,
  }),
  dragonTigerPlay(
    twoSided('LF', 'LF_DRAGON_TIGER'),
    [{ key: 'options', first: 0, second: DRAWN - 1 }],
    ['DRAGON', 'TIGER'],
    () => orderedPairs(BALL_VALUES, true),
  ),
];
