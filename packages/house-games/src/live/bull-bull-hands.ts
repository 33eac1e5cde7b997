import { type Card, freshShoe, rankOf, suitOf } from '../cards.js';

/**
 * Bull bull (niu niu) hands of five cards. Aces count 1, two to ten their pips, jacks, queens and kings 10. When
 * three of the cards add up to a multiple of ten, the other two's total, last digit, is the bull: 1-9, or "bull
 * bull" (ranked 10, the best) when it is 0 too. With no such three the hand has no bull (ranked 0). Whichever
 * three make the ten, the other two add up to the five cards' total less a multiple of ten, so the bull is the
 * total's last digit: only whether some three make a ten depends on the cards chosen.
 */
export const BULL_BULL = 10;
export const NO_BULL = 0;

/** Ace 1 (rank 12 in cards.ts), two to ten their pips, the court cards 10. */
export const pointsOf = (card: Card): number => {
  const rank = rankOf(card);
  return rank === 12 ? 1 : rank >= 8 ? 10 : rank + 2;
};

export interface BullHand {
  /** 0 no bull, 1-9 a bull of that many, 10 bull bull. */
  bull: number;
  /**
   * Three cards that add up to a multiple of ten, in the order held; none when there is no bull. When several
   * threes do, the one left by the first two cards (in the order held) that add up to the bull.
   */
  tens: Card[];
}

export function bullOf(cards: readonly Card[]): BullHand {
  const points = cards.map(pointsOf);
  const total = points.reduce((sum, value) => sum + value, 0);
  // Looking for the two left over rather than the three: the three make a ten exactly when the two are the
  // total's last digit, mod 10.
  for (let first = 0; first < cards.length; first++) {
    for (let second = first + 1; second < cards.length; second++) {
      if ((points[first]! + points[second]!) % 10 !== total % 10) continue;
      const tens = cards.filter((_, index) => index !== first && index !== second);
      return { bull: total % 10 === 0 ? BULL_BULL : total % 10, tens };
    }
  }
  return { bull: NO_BULL, tens: [] };
}

/**
 * A card's place when equal bulls meet: by rank, king high and ace low (it counts 1), then by suit, spades over
 * hearts over clubs over diamonds. cards.ts numbers the suits clubs 0, diamonds 1, hearts 2, spades 3.
 */
const SUIT_ORDER = [1, 0, 2, 3];
export const cardOrder = (card: Card): number => ((rankOf(card) + 1) % 13) * 4 + SUIT_ORDER[suitOf(card)]!;

/** The hand's highest card by `cardOrder`. */
export const highCardOf = (cards: readonly Card[]): Card =>
  cards.reduce((high, card) => (cardOrder(card) > cardOrder(high) ? card : high));

const choose = (n: number, k: number): bigint => {
  let ways = 1n;
  for (let i = 0; i < k; i++) ways = (ways * BigInt(n - i)) / BigInt(i + 1);
  return ways;
};

/**
 * Every five-card hand of a fresh deck as far as its bull goes: the bull depends only on the points, so the
 * 2,598,960 hands fold into the 2,002 multisets of five point values (1-10), each with its ways to be taken from
 * the deck (four cards of each value 1-9, sixteen of value 10) and one real hand to stand for it.
 */
export function everyPointHand(): (readonly [Card[], bigint])[] {
  const cardsByPoints = Array.from({ length: 11 }, (_, value) =>
    freshShoe(1).filter((card) => pointsOf(card) === value),
  );
  const hands: (readonly [Card[], bigint])[] = [];
  const extend = (value: number, left: number, cards: Card[], ways: bigint): void => {
    if (left === 0) {
      hands.push([cards, ways]);
      return;
    }
    if (value > 10) return;
    const available = cardsByPoints[value]!;
    for (let count = 0; count <= Math.min(left, available.length); count++) {
      extend(value + 1, left - count, [...cards, ...available.slice(0, count)], ways * choose(available.length, count));
    }
  };
  extend(1, 5, [], 1n);
  return hands;
}
