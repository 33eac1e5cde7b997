import { type Card, JOKER } from '../../src/cards.js';

/** Cards from their labels ('As Kd Jk'), the reverse of `cardLabel`. */
export function cardsOf(labels: string): Card[] {
  return labels.split(' ').map((label) => {
    if (label === 'Jk') return JOKER;
    const rank = '23456789TJQKA'.indexOf(label[0]!);
    const suit = 'cdhs'.indexOf(label[1]!);
    if (rank < 0 || suit < 0 || label.length !== 2) throw new Error(`no card ${label}`);
    return suit * 13 + rank;
  });
}
