import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe, JOKER } from '../../src/cards.js';
import { PAI_GOW_RETURN, paiGow } from '../../src/table/pai-gow.js';
import {
  categoryOf,
  compareSettings,
  HAND_NAMES,
  highScore,
  houseWay,
  lowScore,
} from '../../src/table/pai-gow-hands.js';
import { dealingStream, dealWith, expectRefused, one } from './helpers.js';
import { simulatePaiGow } from './pai-gow-simulation.js';

/** Cards written 'As', 'Td', '2c', 'Jk'. */
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
const parse = (text: string): number[] =>
  text.split(' ').map((label) => (label === 'Jk' ? JOKER : RANKS.indexOf(label[0]!) + 13 * SUITS.indexOf(label[1]!)));
const nameOf = (text: string) => HAND_NAMES[categoryOf(highScore(parse(text)))];
const setting = (text: string) => {
  const { high, low } = houseWay(parse(text));
  const sorted = (cards: number[]) => [...cards].sort((a, b) => a - b);
  return { high: sorted(high), low: sorted(low) };
};
const expectSet = (seven: string, low: string) => expect(setting(seven).low).toEqual(parse(low).sort((a, b) => a - b));

describe('pai gow hands', () => {
  it('ranks five-card hands, the joker an ace or the card a straight or flush needs', () => {
    expect(nameOf('As Ks Qs Js Ts')).toBe('straight flush');
    expect(nameOf('Ah 2c 3d 4s 5h')).toBe('straight');
    expect(nameOf('9c Tc Jd Kh Jk')).toBe('straight');
    expect(nameOf('2h 7h 9h Kh Jk')).toBe('flush');
    expect(nameOf('Ac Ad Ah As Jk')).toBe('five aces');
    expect(nameOf('Kc Kd 5h 7s Jk')).toBe('pair');
    expect(nameOf('Ac Kd 5h 7s Jk')).toBe('pair');
    expect(nameOf('Kc Kd Kh 7s 7c')).toBe('full house');
    expect(highScore(parse('9c Tc Jd Kh Jk'))).toBeGreaterThan(highScore(parse('9c Tc Jd Qh Kh')) - 1);
    // The wheel is the lowest straight; the joker fills the flush with the ace.
    expect(highScore(parse('Ah 2c 3d 4s 5h'))).toBeLessThan(highScore(parse('2h 3c 4d 5s 6h')));
    expect(highScore(parse('2h 7h 9h Kh Jk'))).toBe(highScore(parse('2h 7h 9h Kh Ah')));
    expect(highScore(parse('Ac Ad Ah As Jk'))).toBeGreaterThan(highScore(parse('As Ks Qs Js Ts')));
    expect(lowScore(parse('Jk As'))).toBeGreaterThan(lowScore(parse('Kc Kd')));
    expect(lowScore(parse('2c 2d'))).toBeGreaterThan(lowScore(parse('Ac Kd')));
  });

  it('sets seven cards the house way', () => {
    expectSet('Kc 9d 7h 5s 4c Qd Jh', 'Qd Jh');
    expectSet('Ac Ad 9h 7s 4c Qd Jh', 'Qd Jh');
    expectSet('Ac Ad 9h 9s 4c Qd Jh', '9h 9s');
    expectSet('Ac Ad 9h 9s 4c 4d Jh', 'Ac Ad');
    expectSet('7c 7d 7h 9s 4c Kd Ah', 'Kd Ah');
    expectSet('7c 7d 7h 9s 9c Kd Ah', '9s 9c');
    expectSet('2c 3d 4h 5s 6c Kd Ah', 'Kd Ah');
    // The joker makes the six-high straight, leaving the ace and king low.
    expectSet('2c 3d 4h 5s Ac Kd Jk', 'Ac Kd');
  });

  it('never sets a foul hand', () => {
    const deck = freshShoe(1, 1);
    for (let start = 0; start + 7 <= deck.length; start += 3) {
      const { highScore: high, lowScore: low } = houseWay(deck.slice(start, start + 7));
      expect(categoryOf(high) > 0 || low < 169).toBe(true);
    }
  });

  it('gives copies to the dealer and pushes one hand each', () => {
    const player = houseWay(parse('Kc 9d 7h 5s 4c Qd Jh'));
    const copy = houseWay(parse('Kd 9c 7s 5h 4d Qc Jd'));
    expect(compareSettings(player, copy)).toBe('lose');
    const dealer = houseWay(parse('Kd 9c 7d 5h 4d Tc 8d'));
    expect(compareSettings(houseWay(parse('Ac Ad 9h 7s 4c Qd Jh')), dealer)).toBe('win');
    expect(compareSettings(houseWay(parse('Ac Ad 9h 7s 4c 3d 2h')), dealer)).toBe('push');
    expect(compareSettings(houseWay(parse('Jc 8s 6h 5s 2c 9s 3h')), dealer)).toBe('lose');
  });
});

describe('pai gow', () => {
  const round = (player: string, dealer: string) =>
    dealWith(paiGow, one('hand', 1000n), dealingStream(freshShoe(1, 1), parse(`${player} ${dealer}`)));

  it('pays a win 0.95:1, a push its stake, a loss nothing', () => {
    const dealer = 'Kd 9c 7d 5h 4d Tc 8d';
    const win = round('Ac Ad 9h 7s 4c Qd Jh', dealer);
    expect(paiGow.payout(win)).toBe(1950n);
    expect(paiGow.viewOf(win)).toMatchObject({ outcome: 'win', player: { highHand: 'pair', lowHand: 'high card' } });
    expect(paiGow.payout(round('Ac Ad 9h 7s 4c 3d 2h', dealer))).toBe(1000n);
    expect(paiGow.payout(round('Jc 8s 6h 5s 2c 9s 3h', dealer))).toBe(0n);
    expect(paiGow.viewOf(win).dealer.cards).toHaveLength(7);
  });

  it('comes out near the stated return in a short seeded run', () => {
    const { mean, ci95 } = simulatePaiGow(8_000, 77);
    // Four standard errors: ci95 is 1.96 of them.
    expect(Math.abs(mean - fractionToNumber(PAI_GOW_RETURN))).toBeLessThan((4 / 1.96) * ci95);
    expect(paiGow.rules().method.kind).toBe('simulation');
  });

  it('refuses other spots', () => {
    for (const spot of ['bonus', 'hand-1', 'fortune']) expectRefused(paiGow, one(spot));
    expectRefused(paiGow, []);
  });
});
