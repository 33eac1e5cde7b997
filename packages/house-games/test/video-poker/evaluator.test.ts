import { describe, expect, it } from 'vitest';
import { type Card, JOKER, rankOf, suitOf } from '../../src/cards.js';
import { evaluateHand, evaluatorOf, handKey } from '../../src/video-poker/evaluator.js';
import { handShape, naturalClass } from '../../src/video-poker/hand-shape.js';
import type { VideoPokerId } from '../../src/video-poker/pay-tables.js';
import { seededStream } from '../play.js';
import { cardsOf } from './cards.js';

const handOf = (id: VideoPokerId, labels: string) => evaluateHand(id, cardsOf(labels)).hand;

describe('video poker hand evaluators', () => {
  it('names the natural hands of Jacks or Better and its cousins', () => {
    expect(handOf('jacks-or-better', 'As Ks Qs Js Ts')).toBe('royal-flush');
    expect(handOf('jacks-or-better', 'Ah 2h 3h 4h 5h')).toBe('straight-flush');
    expect(handOf('jacks-or-better', 'Ad 2h 3h 4h 5h')).toBe('straight');
    expect(handOf('jacks-or-better', 'Kd Ah 2h 3h 4h')).toBe('nothing');
    expect(handOf('jacks-or-better', 'Jd Jh 2h 3c 4h')).toBe('jacks-or-better');
    expect(handOf('jacks-or-better', 'Td Th 2h 3c 4h')).toBe('nothing');
    expect(handOf('tens-or-better', 'Td Th 2h 3c 4h')).toBe('tens-or-better');
    expect(handOf('jacks-or-better', '9d 9h 2h 2c 4h')).toBe('two-pair');
    expect(handOf('jacks-or-better', '9d 9h 9s 2c 2h')).toBe('full-house');
    expect(handOf('bonus-poker', 'Ad Ah As Ac 2h')).toBe('four-aces');
    expect(handOf('bonus-poker', '4d 4h 4s 4c 2h')).toBe('four-twos-to-fours');
    expect(handOf('double-bonus-poker', 'Kd Kh Ks Kc 2h')).toBe('four-fives-to-kings');
    expect(handOf('aces-and-faces', 'Kd Kh Ks Kc 2h')).toBe('four-jacks-to-kings');
    expect(handOf('aces-and-faces', 'Td Th Ts Tc 2h')).toBe('four-twos-to-tens');
    expect(evaluateHand('all-american', cardsOf('3h 4d 5c 6s 7h')).pays).toBe(8);
  });

  it('counts the 2,598,960 hands of a deck as poker does', () => {
    const evaluator = evaluatorOf('jacks-or-better');
    const counts = new Map<string, number>();
    forEachHand(52, (hand) => {
      const name = evaluator.classes[evaluator.classOf[handKey(evaluator, hand)]!]!;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    });
    expect(Object.fromEntries(counts)).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      'jacks-or-better': 337920,
      nothing: 2598960 - 4 - 36 - 624 - 3744 - 5108 - 10200 - 54912 - 123552 - 337920,
    });
  });

  it('names the wild hands', () => {
    expect(handOf('deuces-wild', '2c 2d 2h 2s Ah')).toBe('four-deuces');
    expect(handOf('deuces-wild', 'As Ks Qs Js Ts')).toBe('natural-royal-flush');
    expect(handOf('deuces-wild', 'As Ks 2d Js Ts')).toBe('wild-royal-flush');
    expect(handOf('deuces-wild', '7s 7d 2d 2h 7c')).toBe('five-of-a-kind');
    expect(handOf('deuces-wild', 'As 3s 2d 5s 2h')).toBe('straight-flush');
    expect(handOf('deuces-wild', '9s 9d 2d 4s 4h')).toBe('full-house');
    expect(handOf('deuces-wild', '9s 9d 2d 4s 5h')).toBe('three-of-a-kind');
    expect(handOf('deuces-wild', '9s 9d 3d 4s 4h')).toBe('nothing');
    expect(handOf('deuces-wild', '2c 2d 2h Js Ts')).toBe('wild-royal-flush');
    expect(handOf('deuces-wild', '2c 2d 2h 9s Ts')).toBe('straight-flush');
    expect(handOf('deuces-wild', '2c 2d 2h 9s Td')).toBe('four-of-a-kind');
    expect(handOf('deuces-wild', '2c 2d 2h 9s 9d')).toBe('five-of-a-kind');
    expect(handOf('joker-poker', 'Jk Ks Qs Js Ts')).toBe('wild-royal-flush');
    expect(handOf('joker-poker', 'Jk Ks Kd Kh Kc')).toBe('five-of-a-kind');
    expect(handOf('joker-poker', 'Jk 3d 5h 8c Kc')).toBe('kings-or-better');
    expect(handOf('joker-poker', 'Jk 3d 5h 8c Qc')).toBe('nothing');
    expect(handOf('joker-poker', 'Jk 3d 3h 8c 8d')).toBe('full-house');
    expect(handOf('joker-poker', 'Ad Ah 3d 8c 8d')).toBe('two-pair');
  });

  // Independently of the wild logic: a wild hand pays what its best substitution of natural cards pays.
  it.each([
    ['deuces-wild', deucesPay],
    ['joker-poker', jokerPay],
  ] as const)('agrees with trying every card in place of the wilds (%s)', (id, substitutedPay) => {
    const evaluator = evaluatorOf(id);
    const next = seededStream(41);
    let checked = 0;
    while (checked < 1500) {
      const hand = [...evaluator.deck];
      for (let i = 0; i < 5; i++) {
        const j = i + (next() % (hand.length - i));
        [hand[i], hand[j]] = [hand[j]!, hand[i]!];
      }
      const five = hand.slice(0, 5);
      const wilds = five.filter((card) => isWild(id, card)).length;
      if (wilds === 0 && checked % 3 !== 0) continue; // Mostly wild hands: that is what this checks.
      if (wilds >= 3) continue; // 52^3 substitutions: three deuces are named above instead.
      checked++;
      expect(evaluateHand(id, five).pays, five.join(' ')).toBe(bestSubstitution(id, five, substitutedPay));
    }
  });
});

const isWild = (id: VideoPokerId, card: Card) => (id === 'joker-poker' ? card === JOKER : rankOf(card) === 0);

/** The best pay over every choice of rank and suit for each wild card (duplicates of held cards allowed). */
function bestSubstitution(id: VideoPokerId, five: Card[], payOf: (ranks: number[], suits: number[]) => number) {
  const naturals = five.filter((card) => !isWild(id, card));
  const wilds = five.length - naturals.length;
  if (wilds === 0) return evaluateHand(id, five).pays;
  let best = 0;
  const choose = (ranks: number[], suits: number[], left: number) => {
    if (left === 0) {
      best = Math.max(best, payOf(ranks, suits));
      return;
    }
    for (let card = 0; card < 52; card++) choose([...ranks, rankOf(card)], [...suits, suitOf(card)], left - 1);
  };
  choose(naturals.map(rankOf), naturals.map(suitOf), wilds);
  return best;
}

const substitutedClass = (ranks: number[], suits: number[]) => {
  const shape = handShape(ranks, 0, new Set(suits).size === 1);
  return shape.most === 5 ? 'five-of-a-kind' : naturalClass(shape);
};
const deucesPays: Record<string, number> = {
  'royal-flush': 25,
  'five-of-a-kind': 15,
  'straight-flush': 9,
  'four-of-a-kind': 5,
  'full-house': 3,
  flush: 2,
  straight: 2,
  'three-of-a-kind': 1,
};
function deucesPay(ranks: number[], suits: number[]) {
  return deucesPays[substitutedClass(ranks, suits)] ?? 0;
}
const jokerPays: Record<string, number> = {
  'five-of-a-kind': 200,
  'royal-flush': 100,
  'straight-flush': 50,
  'four-of-a-kind': 20,
  'full-house': 7,
  flush: 5,
  straight: 3,
  'three-of-a-kind': 2,
  'two-pair': 1,
};
function jokerPay(ranks: number[], suits: number[]) {
  const name = substitutedClass(ranks, suits);
  if (name === 'pair') return handShape(ranks, 0, false).rankOfMost >= 11 ? 1 : 0;
  return jokerPays[name] ?? 0;
}

function forEachHand(size: number, visit: (hand: number[]) => void) {
  for (let e = 4; e < size; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++) for (let b = 1; b < c; b++) for (let a = 0; a < b; a++) visit([a, b, c, d, e]);
}
