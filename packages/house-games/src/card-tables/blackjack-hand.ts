import { type Card, rankOf } from '../cards.js';

/** Blackjack points of a card: ace 1 (counted 11 by `handTotal` when that does not bust), ten and faces 10. */
export const pointsOf = (card: Card): number => {
  const rank = rankOf(card);
  return rank === 12 ? 1 : Math.min(rank + 2, 10);
};

/** A hand's best total, and whether an ace counts 11 in it (a soft total). */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let hard = 0;
  let aces = false;
  for (const card of cards) {
    hard += pointsOf(card);
    if (rankOf(card) === 12) aces = true;
  }
  return aces && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && handTotal(cards).total === 21;

/** The up card as basic-strategy charts index it: 2-10, ace 11. */
const upValue = (card: Card): number => (rankOf(card) === 12 ? 11 : pointsOf(card));

/** Pair splitting for 6 decks, S17, double after split (the charts' DAS column). */
function splitsPair(pairPoints: number, up: number): boolean {
  switch (pairPoints) {
    case 1:
    case 8:
      return true;
    case 9:
      return up <= 9 && up !== 7;
    case 7:
    case 2:
    case 3:
      return up <= 7;
    case 6:
      return up <= 6;
    case 4:
      return up === 5 || up === 6;
    default:
      return false; // fives play as hard 10, tens stand
  }
}

type Move = 'hit' | 'stand' | 'double' | 'double-or-stand';

function softMove(total: number, up: number): Move {
  if (total >= 19) return 'stand';
  if (total === 18) return up >= 3 && up <= 6 ? 'double-or-stand' : up <= 8 ? 'stand' : 'hit';
  if (total === 17) return up >= 3 && up <= 6 ? 'double' : 'hit';
  if (total >= 15) return up >= 4 && up <= 6 ? 'double' : 'hit';
  if (total >= 13) return up === 5 || up === 6 ? 'double' : 'hit';
  return 'hit';
}

function hardMove(total: number, up: number): Move {
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? 'double' : 'hit';
  if (total === 10) return up <= 9 ? 'double' : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? 'double' : 'hit';
  return 'hit';
}

/**
 * The published total-dependent basic strategy for 6 decks, dealer stands on soft 17, double on any two cards
 * and after a split, no surrender (e.g. the Wizard of Odds 4-8 deck S17 DAS chart): the move for a hand given the
 * moves on offer, doubling falling back to a hit (soft 18 to a stand) where a double is not offered.
 */
export function chartMove(cards: readonly Card[], up: Card, offered: readonly string[]): string {
  const upCard = upValue(up);
  const [first, second] = cards;
  if (offered.includes('split') && first !== undefined && second !== undefined) {
    if (splitsPair(pointsOf(first), upCard)) return 'split';
  }
  const { total, soft } = handTotal(cards);
  const move = soft ? softMove(total, upCard) : hardMove(total, upCard);
  if (move === 'double' || move === 'double-or-stand') {
    if (offered.includes('double')) return 'double';
    return move === 'double' ? 'hit' : 'stand';
  }
  return move;
}
