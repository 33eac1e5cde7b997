import { type HandShape, naturalClass, RANK } from './hand-shape.js';
import { line, NOTHING, type PayTable } from './pay-line.js';

/** Full-pay Deuces Wild (25/15/9/5/3/2/2/1): 100.7620 %. */
export function deucesWild(): PayTable {
  return {
    id: 'deuces-wild',
    wild: 'deuces',
    publishedReturnPercent: '100.7620',
    lines: [
      line('natural-royal-flush', 800),
      line('four-deuces', 200),
      line('wild-royal-flush', 25),
      line('five-of-a-kind', 15),
      line('straight-flush', 9),
      line('four-of-a-kind', 5),
      line('full-house', 3),
      line('flush', 2),
      line('straight', 2),
      line('three-of-a-kind', 1),
    ],
    classify(hand) {
      if (hand.wilds === 0) {
        const kind = naturalClass(hand);
        if (kind === 'royal-flush') return 'natural-royal-flush';
        return kind === 'two-pair' || kind === 'pair' ? NOTHING : kind;
      }
      if (hand.wilds === 4) return 'four-deuces';
      return wildClass(hand);
    },
  };
}

/** Kings-or-better Joker Poker, the 20/7/5 full-pay table, 53 cards: 100.6463 %. */
export function jokerPoker(): PayTable {
  return {
    id: 'joker-poker',
    wild: 'joker',
    publishedReturnPercent: '100.6463',
    lines: [
      line('natural-royal-flush', 800),
      line('five-of-a-kind', 200),
      line('wild-royal-flush', 100),
      line('straight-flush', 50),
      line('four-of-a-kind', 20),
      line('full-house', 7),
      line('flush', 5),
      line('straight', 3),
      line('three-of-a-kind', 2),
      line('two-pair', 1),
      line('kings-or-better', 1),
    ],
    classify(hand) {
      if (hand.wilds === 0) {
        const kind = naturalClass(hand);
        if (kind === 'royal-flush') return 'natural-royal-flush';
        if (kind === 'pair') return hand.rankOfMost >= RANK.king ? 'kings-or-better' : NOTHING;
        return kind;
      }
      const made = wildClass(hand);
      // The joker pairs the highest natural card: kings or better when that card is a king or an ace.
      return made === NOTHING && hand.highest >= RANK.king ? 'kings-or-better' : made;
    },
  };
}

/**
 * The best of the hands both wild games share, from the best pay down. A wild royal (distinct naturals) and five
 * of a kind (naturals of one rank) never meet, so their order differing between the two tables does not matter.
 * With one wild, two natural pairs make a full house; with more wilds they make four of a kind.
 */
function wildClass(hand: HandShape): string {
  const ofAKind = hand.most + hand.wilds;
  if (hand.suited && hand.royal) return 'wild-royal-flush';
  if (ofAKind >= 5) return 'five-of-a-kind';
  if (hand.suited && hand.straight) return 'straight-flush';
  if (ofAKind >= 4) return 'four-of-a-kind';
  if (hand.wilds === 1 && hand.pairs === 2) return 'full-house';
  if (hand.suited) return 'flush';
  if (hand.straight) return 'straight';
  return ofAKind >= 3 ? 'three-of-a-kind' : NOTHING;
}
