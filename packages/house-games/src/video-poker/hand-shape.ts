/**
 * What a pay table needs to know about five cards, independent of the game: the natural cards' rank counts, the
 * wild cards, whether the naturals share a suit and whether they fit a straight. Ranks are 0 = two ... 12 = ace.
 */
export interface HandShape {
  /** Wild cards held (deuces in Deuces Wild, the joker in Joker Poker; 0 elsewhere). */
  wilds: number;
  /** The natural (non-wild) cards all share one suit: with the wilds, a flush. */
  suited: boolean;
  /** The most natural cards of one rank, and that rank (the highest of equals). */
  most: number;
  rankOfMost: number;
  /** Natural ranks held exactly twice. */
  pairs: number;
  /** The highest natural rank (-1 when every card is wild). */
  highest: number;
  /** The naturals are all different and fit five consecutive ranks (ace high or low): with the wilds, a straight. */
  straight: boolean;
  /** The naturals are all different and ten or higher: with the wilds, a royal straight. */
  royal: boolean;
}

const ACE = 12;
const TEN = 8;
const wheel = (1 << ACE) | 0b1111;
const straightWindows = [wheel, ...Array.from({ length: 9 }, (_, low) => 0b11111 << low)];
const royalWindow = 0b11111 << TEN;

/** The shape of a hand from its natural ranks (wilds left out) and how many wilds it has. */
export function handShape(naturalRanks: readonly number[], wilds: number, suited: boolean): HandShape {
  const counts = new Array<number>(13).fill(0);
  let mask = 0;
  for (const rank of naturalRanks) {
    counts[rank]!++;
    mask |= 1 << rank;
  }
  let most = 0;
  let rankOfMost = -1;
  let pairs = 0;
  let highest = -1;
  for (let rank = 0; rank < 13; rank++) {
    const count = counts[rank]!;
    if (count === 0) continue;
    highest = rank;
    if (count === 2) pairs++;
    if (count >= most) {
      most = count;
      rankOfMost = rank;
    }
  }
  const distinct = most <= 1;
  return {
    wilds,
    suited,
    most,
    rankOfMost,
    pairs,
    highest,
    straight: distinct && straightWindows.some((window) => (mask & ~window) === 0),
    royal: distinct && (mask & ~royalWindow) === 0,
  };
}

/** The usual poker class of a hand without wild cards. */
export type NaturalClass =
  | 'royal-flush'
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'pair'
  | 'nothing';

export function naturalClass(hand: HandShape): NaturalClass {
  if (hand.most === 4) return 'four-of-a-kind';
  if (hand.most === 3) return hand.pairs === 1 ? 'full-house' : 'three-of-a-kind';
  if (hand.most === 2) return hand.pairs === 2 ? 'two-pair' : 'pair';
  if (hand.suited && hand.royal) return 'royal-flush';
  if (hand.suited && hand.straight) return 'straight-flush';
  if (hand.suited) return 'flush';
  if (hand.straight) return 'straight';
  return 'nothing';
}

export const RANK = { two: 0, four: 2, ten: 8, jack: 9, king: 11, ace: ACE } as const;
