import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { bestHold, holdTotals, holdValues } from '../../src/video-poker/best-hold.js';
import { evaluateHand, evaluatorOf } from '../../src/video-poker/evaluator.js';
import type { VideoPokerId } from '../../src/video-poker/pay-tables.js';
import { seededStream } from '../play.js';
import { cardsOf } from './cards.js';

describe('video poker best hold', () => {
  // Textbook plays of each game's optimal strategy (Wizard of Odds strategy tables).
  it.each([
    ['jacks-or-better', 'As Ks Qs Js 3s', '11110', '4 to a royal over a pat flush'],
    ['jacks-or-better', 'Ts Js Qs Ks 9d', '11110', '4 to a royal over a pat straight'],
    ['jacks-or-better', 'Jh Jd 4h 7h 9h', '11000', 'a high pair over 4 to a flush'],
    ['jacks-or-better', '5c 5d 6h 7s 8c', '11000', 'a low pair over 4 to an outside straight'],
    ['jacks-or-better', 'Qh Jh Th 4h 4c', '11100', '3 to a royal over a low pair'],
    ['jacks-or-better', 'Kd Qh 7s 5c 2h', '11000', 'two unsuited high cards'],
    ['jacks-or-better', '2c 5d 9h 7s 3c', '00000', 'nothing worth keeping'],
    ['jacks-or-better', 'Ac Ad 2h 2s 9c', '11110', 'two pair'],
    ['bonus-poker', 'Ac Ad Ah 5s 5c', '11111', 'a full house of aces'],
    ['double-bonus-poker', 'Ac Ad Ah 5s 5c', '11100', 'three aces out of a full house, for four aces at 160'],
    ['tens-or-better', 'Tc Td 4h 5s 6c', '11000', 'a pair of tens'],
    ['deuces-wild', 'As Ks Qs Js 3s', '11110', '4 to a natural royal over a pat flush'],
    ['deuces-wild', '2c 5d 8h Js Kc', '10000', 'a lone deuce'],
    ['deuces-wild', '3c 3d 9h 9s Kc', '11000', 'one pair of a two pair'],
    ['deuces-wild', '2c 2d 2h 2s Ah', '11111', 'four deuces (kept whole: the fifth card cannot matter)'],
    ['joker-poker', 'Jk Kd Kh 9s 4c', '11100', 'three kings with the joker'],
  ] as [VideoPokerId, string, string, string][])('%s: %s holds %s (%s)', (id, labels, mask) => {
    expect(bestHold(cardsOf(labels), id)).toBe(mask);
  });

  it('keeps the joker, and every deuce, whatever else it keeps', () => {
    const next = seededStream(5);
    for (const id of ['joker-poker', 'deuces-wild'] as const) {
      const deck = evaluatorOf(id).deck;
      for (let round = 0; round < 6; round++) {
        const hand = id === 'joker-poker' ? [52] : [0];
        while (hand.length < 5) {
          const card = deck[next() % deck.length]!;
          if (!hand.includes(card)) hand.push(card);
        }
        expect(bestHold(hand, id)[0]).toBe('1');
      }
    }
  });

  it('values holds exactly as counted by hand', () => {
    // AsKsQsJs: Ts royal 800, 7 more spades flush 6, 3 tens straight 4, 12 aces to jacks a high pair 1: 866/47.
    expect(holdValues(cardsOf('As Ks Qs Js 3s'), 'jacks-or-better')[0b01111]).toEqual(fraction(866, 47));
    // 2c5c8cJc: 9 clubs flush 6, 3 jacks 1.
    expect(holdValues(cardsOf('2c 5c 8c Jc 6d'), 'jacks-or-better')[0b01111]).toEqual(fraction(57, 47));
    // 5s6s7s8s: 4s or 9s straight flush 50, 6 more of them straight 4, 7 more spades flush 6.
    expect(holdValues(cardsOf('5s 6s 7s 8s Kd'), 'jacks-or-better')[0b01111]).toEqual(fraction(166, 47));
    // Two pair: 4 cards fill it (9), the rest keep two pair (2).
    expect(holdValues(cardsOf('Ac Ad 2h 2s 9c'), 'jacks-or-better')[0b01111]).toEqual(fraction(122, 47));
    expect(holdValues(cardsOf('2c 2d 2h 2s Ah'), 'deuces-wild')[0b01111]).toEqual(fraction(200));
    expect(holdValues(cardsOf('As Ks Qs Js Ts'), 'jacks-or-better')[0b11111]).toEqual(fraction(800));
  });

  it.each(['jacks-or-better', 'deuces-wild', 'joker-poker'] as const)(
    'sums the draws of a hold as a card-by-card evaluation does (%s)',
    (id: VideoPokerId) => {
      const deck = evaluatorOf(id).deck;
      const next = seededStream(id.length);
      for (let round = 0; round < 4; round++) {
        const dealt: number[] = [];
        while (dealt.length < 5) {
          const card = deck[next() % deck.length]!;
          if (!dealt.includes(card)) dealt.push(card);
        }
        const left = deck.filter((card) => !dealt.includes(card));
        const totals = holdTotals(dealt, id);
        for (const mask of [0b11110, 0b10111, 0b00111, 0b11100]) {
          const held = dealt.filter((_, position) => (mask >> position) & 1);
          let total = 0;
          let draws = 0;
          forEachDraw(left, 5 - held.length, (drawn) => {
            total += evaluateHand(id, [...held, ...drawn]).pays;
            draws++;
          });
          expect({ total: totals[mask]!.total, draws: totals[mask]!.draws }).toEqual({ total, draws });
        }
      }
    },
  );
});

function forEachDraw(left: number[], count: number, visit: (drawn: number[]) => void, from = 0, drawn: number[] = []) {
  if (drawn.length === count) {
    visit(drawn);
    return;
  }
  for (let i = from; i < left.length; i++) forEachDraw(left, count, visit, i + 1, [...drawn, left[i]!]);
}
