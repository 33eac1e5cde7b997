import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import {
  categoryIndexOf,
  categoryOf,
  FIVE_CARD_CATEGORIES,
  pokerValue,
  THREE_CARD_CATEGORIES,
  threeCardCategoryOf,
  threeCardValue,
} from '../../src/card-tables/poker-hands.js';
import { allThreeCardHands } from '../../src/card-tables/three-card-poker-return.js';
import { dealFrom, freshShoe } from '../../src/cards.js';
import { seededStream } from '../play.js';
import { cards } from './crafted.js';

const value = (labels: string) => pokerValue(cards(labels));

/** The 133,784,560 seven-card hands by best five (high card ... straight flush with royals). */
const SEVEN_CARD_COUNTS = [
  23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

describe('poker hand values', () => {
  it('finds the seven-card categories at their exact rates in 60,000 seeded deals (4 sigma)', () => {
    const next = seededStream(17);
    const counts = new Array<number>(FIVE_CARD_CATEGORIES.length).fill(0);
    const deals = 60_000;
    for (let deal = 0; deal < deals; deal++)
      counts[categoryIndexOf(pokerValue(runSampler(dealFrom(freshShoe(), 7), next)))]!++;
    SEVEN_CARD_COUNTS.forEach((count, category) => {
      const p = count / 133_784_560;
      expect(Math.abs(counts[category]! / deals - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / deals) + 1e-4);
    });
  });
});

describe.skipIf(process.env.SOAK !== 'full')('poker hand values, full enumeration', () => {
  it('counts the 2,598,960 five-card hands into the textbook categories', () => {
    const counts = new Array<number>(FIVE_CARD_CATEGORIES.length).fill(0);
    const hand = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              hand[0] = a;
              hand[1] = b;
              hand[2] = c;
              hand[3] = d;
              hand[4] = e;
              counts[categoryIndexOf(pokerValue(hand))]!++;
            }
    expect(counts).toEqual([1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]);
  }, 120_000);
});

describe('poker hand values, known hands', () => {
  it('counts the 22,100 three-card hands into three card poker categories', () => {
    const counts = new Array<number>(THREE_CARD_CATEGORIES.length).fill(0);
    for (const hand of allThreeCardHands()) counts[categoryIndexOf(threeCardValue(hand))]!++;
    expect(counts).toEqual([16_440, 3_744, 1_096, 720, 52, 48]);
  });

  it('orders hands and breaks ties by the right cards', () => {
    expect(value('As 2d 3c 4h 5s')).toBeLessThan(value('2d 3c 4h 5s 6d')); // the wheel is the lowest straight
    expect(value('Ks Kd 2c 2h 3d')).toBeGreaterThan(value('Qs Qd Jc Jh Ad'));
    expect(value('9s 9d 9c 4h 4d 4c Ah')).toBe(value('9h 9d 9c 4s 4d Ac Kh')); // nines full of fours either way
    expect(value('Ah Kd 7c 5s 3d 2c 4h')).toBe(value('Ad Kh 7s 5s 3h 2c 4d'));
    expect(value('Ah 5h 7h 9h Jh 2c 3c')).toBeGreaterThan(value('Ad Kc 7d 5d 3d 2c 4h')); // flush beats straight
    expect(value('Ah 5h 7h 9h Jh 2c 3c')).toBeLessThan(value('Ad Kd 7d 5d 3d 2c 4h')); // A-K flush beats A-J
    expect(value('8s 8d 6c 5h 2d')).toBe(value('8h 8c 6d 5s 2h'));
    expect(value('8s 8d 6c 5h 3d')).toBeGreaterThan(value('8h 8c 6d 5s 2h'));
    expect(categoryOf(value('Ts Js Qs Ks As 2d 2c'))).toBe('royal-flush');
    expect(categoryOf(value('9s Ts Js Qs Ks As 2c'))).toBe('royal-flush');
    expect(categoryOf(value('As 2s 3s 4s 5s Ks Qs'))).toBe('straight-flush');
    expect(categoryOf(value('Ks Kd Kc Kh 2s'))).toBe('four-of-a-kind');
  });

  it('ranks three-card straights above flushes, A-2-3 lowest and Q-K-A highest', () => {
    const three = (labels: string) => threeCardValue(cards(labels));
    expect(threeCardCategoryOf(three('As 2d 3c'))).toBe('straight');
    expect(three('As 2d 3c')).toBeLessThan(three('2d 3c 4h'));
    expect(three('Qs Kd Ac')).toBeGreaterThan(three('Js Qd Kc'));
    expect(three('2d 3c 4h')).toBeGreaterThan(three('As Ks 9s'));
    expect(three('7d 7c 2h')).toBeLessThan(three('7h 7s 3h'));
  });
});
