import { type Card, rankOf, suitOf } from '../cards.js';

/**
 * Teen patti hands of three cards, high to low: trail (three of a kind), pure sequence (straight flush),
 * sequence (straight), colour (flush), pair, high card. Aces are high, and A-2-3 is a sequence too: the second
 * highest, below A-K-Q and above K-Q-J (the order most Indian tables play; 2-3-4 is the lowest). Suits never
 * rank: hands alike but for their suits tie.
 *
 * A hand's value is a plain number, so hands compare with < and ===: the category times 16^3, then three ranks
 * (0 = two ... 12 = ace) in the order that breaks ties, one per hexadecimal digit.
 */
export const TEEN_PATTI_HANDS = ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'] as const;
export type TeenPattiHand = (typeof TEEN_PATTI_HANDS)[number];

const CATEGORY_UNIT = 16 ** 3;
const ACE = 12;
/** Where A-2-3 and A-K-Q stand among the sequences, whose others stand at their top rank (2 for 2-3-4). */
const ACE_TWO_THREE = 12;
const ACE_KING_QUEEN = 13;

const pack = (category: TeenPattiHand, ranks: readonly number[]): number =>
  TEEN_PATTI_HANDS.indexOf(category) * CATEGORY_UNIT + (ranks[0] ?? 0) * 256 + (ranks[1] ?? 0) * 16 + (ranks[2] ?? 0);

/** The sequence's place (2 for 2-3-4 ... 11 for K-Q-J, then A-2-3, then A-K-Q), or -1 when not a sequence. */
function sequencePlace([high, middle, low]: readonly number[]): number {
  if (high === ACE && middle === 1 && low === 0) return ACE_TWO_THREE;
  if (high! - middle! !== 1 || middle! - low! !== 1) return -1;
  return high === ACE ? ACE_KING_QUEEN : high!;
}

export function teenPattiValue(cards: readonly Card[]): number {
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  const [high, middle, low] = ranks as [number, number, number];
  if (high === low) return pack('trail', [high]);
  const colour = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  const sequence = sequencePlace(ranks);
  if (sequence >= 0) return pack(colour ? 'pure-sequence' : 'sequence', [sequence]);
  if (colour) return pack('colour', ranks);
  // Sorted, a pair is the middle card's rank; the kicker is whichever end differs from it.
  if (high === middle || middle === low) return pack('pair', [middle, high === middle ? low : high]);
  return pack('high-card', ranks);
}

export const teenPattiHandOf = (value: number): TeenPattiHand => TEEN_PATTI_HANDS[Math.floor(value / CATEGORY_UNIT)]!;

/** The 22,100 three-card hands of one deck, each once, cards in increasing order. */
export function everyThreeCards(): Card[][] {
  const hands: Card[][] = [];
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) hands.push([a, b, c]);
  return hands;
}

const disjoint = (hand: readonly Card[], other: readonly Card[]): boolean => !hand.some((card) => other.includes(card));

export interface TieCount {
  /** Ordered pairs (A's hand, B's hand) of hands with no card in common: 22,100 x 18,424 = 407,170,400. */
  pairs: bigint;
  /** Those of equal value. */
  ties: bigint;
  /** Two such hands of equal value, to stand for the ties. */
  tie: [Card[], Card[]];
}

/**
 * The ties counted exactly without comparing all 407 million pairs: only hands of equal value can tie, so the
 * hands are grouped by value (741 groups, the largest 60 hands) and the disjoint ordered pairs counted in each
 * group, about a million checks.
 */
export function countTies(): TieCount {
  const hands = everyThreeCards();
  const groups = new Map<number, Card[][]>();
  for (const hand of hands) {
    const value = teenPattiValue(hand);
    const group = groups.get(value);
    if (group) group.push(hand);
    else groups.set(value, [hand]);
  }
  let ties = 0;
  let tie: [Card[], Card[]] | undefined;
  for (const group of groups.values()) {
    for (const hand of group) {
      for (const other of group) {
        if (!disjoint(hand, other)) continue;
        ties++;
        tie ??= [hand, other];
      }
    }
  }
  // B's hand is any three of the 49 cards A left: C(49, 3) = 18,424.
  return { pairs: BigInt(hands.length) * 18_424n, ties: BigInt(ties), tie: tie! };
}
