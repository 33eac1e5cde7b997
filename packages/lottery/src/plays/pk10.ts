// PK10 (北京赛车): a random order of 01-10, position 1 the champion. LOTTERY.md §2.
import { orderedPairs, subsetSumWeights } from '../combinatorics.js';
import { ballValues } from '../shapes.js';
import { indices, official, type PlayRules, twoSided } from './model.js';
import { anyPositionsPlay, directPlay } from './positional.js';
import { dragonTigerPlay, positionsBigSmallPlay, sumBigSmallPlay, sumOfFirst, twoSidedPlay } from './two-sided.js';

const CARS = 10;
const BALLS = ballValues(CARS);
const BALL_VALUES = indices(CARS).map((i) => i + 1);
/** Champion + runner-up: two distinct cars, so 3..19. */
const TOP2_SUMS = indices(17).map((i) => String(i + 3));

const topDirect = (count: number) =>
  directPlay({
    header: official('PK10', `PK10_TOP${count}_DIRECT`, 'direct'),
    positions: indices(count),
    values: BALLS,
    distinct: true,
  });

/** The champion and runner-up are an unordered pair of distinct cars, each pair equally likely. */
const top2SumLaw = () => subsetSumWeights(BALL_VALUES, 2);

export const pk10Plays: PlayRules[] = [
  anyPositionsPlay({
    header: official('PK10', 'PK10_POSITION', 'position'),
    positions: indices(CARS),
    values: BALLS,
    distinct: true,
    size: 1,
  }),
  topDirect(2),
  topDirect(3),
  positionsBigSmallPlay(twoSided('PK10', 'PK10_BALL_BSOE'), CARS, BALL_VALUES, { bigFrom: 6 }),
  // 1 v 10, 2 v 9, 3 v 8, 4 v 7, 5 v 6: one area per pair, keyed 'pos1v10' ...
  dragonTigerPlay(
    twoSided('PK10', 'PK10_DRAGON_TIGER'),
    indices(CARS / 2).map((i) => ({ key: `pos${i + 1}v${CARS - i}`, first: i, second: CARS - 1 - i })),
    ['DRAGON', 'TIGER'],
    () => orderedPairs(BALL_VALUES, true),
  ),
  // Big is above 11 (cpcs): 40/90 big against 50/90 small, and odd 50/90: the options need their own odds.
  sumBigSmallPlay(twoSided('PK10', 'PK10_TOP2_SUM_BSOE'), 2, top2SumLaw, { bigFrom: 12 }),
  twoSidedPlay({
    header: twoSided('PK10', 'PK10_TOP2_SUM_VALUE'),
    areas: [{ key: 'options', read: (result) => sumOfFirst(result, 2) }],
    options: TOP2_SUMS,
    exclusive: [TOP2_SUMS],
    law: top2SumLaw,
    judge: (option, sum) => (option === String(sum) ? 'hit' : 'lose'),
  }),
];
