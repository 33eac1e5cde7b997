import { naturalClass, RANK } from './hand-shape.js';
import { line, NOTHING, type PayLine, type PayTable, type VideoPokerId } from './pay-line.js';

/** Jacks or Better and its natural-card cousins differ only in the lowest pair paid and the four-of-a-kind tiers. */
function naturalGame(
  id: VideoPokerId,
  lowestPair: number,
  fours: (rank: number) => string,
  lines: PayLine[],
  publishedReturnPercent: string,
): PayTable {
  const pairLine = lines[lines.length - 1]!.hand;
  return {
    id,
    wild: 'none',
    lines,
    publishedReturnPercent,
    classify(hand) {
      const kind = naturalClass(hand);
      if (kind === 'four-of-a-kind') return fours(hand.rankOfMost);
      if (kind === 'pair') return hand.rankOfMost >= lowestPair ? pairLine : NOTHING;
      return kind;
    },
  };
}

const anyFour = () => 'four-of-a-kind';
const bonusFours = (rank: number) =>
  rank === RANK.ace ? 'four-aces' : rank <= RANK.four ? 'four-twos-to-fours' : 'four-fives-to-kings';
const bonusLines = (aces: number, low: number, high: number, [fullHouse, flush, straight, twoPair]: number[]) => [
  line('royal-flush', 800),
  line('straight-flush', 50),
  line('four-aces', aces),
  line('four-twos-to-fours', low),
  line('four-fives-to-kings', high),
  line('full-house', fullHouse!),
  line('flush', flush!),
  line('straight', straight!),
  line('three-of-a-kind', 3),
  line('two-pair', twoPair!),
  line('jacks-or-better', 1),
];

// Published optimal-strategy returns (max coins): the Wizard of Odds pay table pages
// (wizardofodds.com/games/video-poker/tables/) to 4 places; for Aces and Faces, Tens or Better and All American
// the 2-place figures commonly printed (e.g. 888casino's Aces and Faces guide: 99.26 %). The exact returns of
// returns.ts, enumerated over every deal, round to each of them.
export const naturalPayTables: readonly PayTable[] = [
  // 9/6 Jacks or Better: 99.5439 %.
  naturalGame(
    'jacks-or-better',
    RANK.jack,
    anyFour,
    [
      line('royal-flush', 800),
      line('straight-flush', 50),
      line('four-of-a-kind', 25),
      line('full-house', 9),
      line('flush', 6),
      line('straight', 4),
      line('three-of-a-kind', 3),
      line('two-pair', 2),
      line('jacks-or-better', 1),
    ],
    '99.5439',
  ),
  // 8/5 Bonus Poker: 99.1660 %.
  naturalGame('bonus-poker', RANK.jack, bonusFours, bonusLines(80, 40, 25, [8, 5, 4, 2]), '99.1660'),
  // 10/7 Double Bonus Poker (two pair pays 1): 100.1725 %.
  naturalGame('double-bonus-poker', RANK.jack, bonusFours, bonusLines(160, 80, 50, [10, 7, 5, 1]), '100.1725'),
  // 8/5 Aces and Faces: 99.26 %.
  naturalGame(
    'aces-and-faces',
    RANK.jack,
    (rank) => (rank === RANK.ace ? 'four-aces' : rank >= RANK.jack ? 'four-jacks-to-kings' : 'four-twos-to-tens'),
    [
      line('royal-flush', 800),
      line('straight-flush', 50),
      line('four-aces', 80),
      line('four-jacks-to-kings', 40),
      line('four-twos-to-tens', 25),
      line('full-house', 8),
      line('flush', 5),
      line('straight', 4),
      line('three-of-a-kind', 3),
      line('two-pair', 2),
      line('jacks-or-better', 1),
    ],
    '99.26',
  ),
  // 6/5 Tens or Better: 99.14 %.
  naturalGame(
    'tens-or-better',
    RANK.ten,
    anyFour,
    [
      line('royal-flush', 800),
      line('straight-flush', 50),
      line('four-of-a-kind', 25),
      line('full-house', 6),
      line('flush', 5),
      line('straight', 4),
      line('three-of-a-kind', 3),
      line('two-pair', 2),
      line('tens-or-better', 1),
    ],
    '99.14',
  ),
  // All American (straight, flush and full house all 8, straight flush 200): 100.72 %.
  naturalGame(
    'all-american',
    RANK.jack,
    anyFour,
    [
      line('royal-flush', 800),
      line('straight-flush', 200),
      line('four-of-a-kind', 40),
      line('full-house', 8),
      line('flush', 8),
      line('straight', 8),
      line('three-of-a-kind', 3),
      line('two-pair', 1),
      line('jacks-or-better', 1),
    ],
    '100.72',
  ),
];
