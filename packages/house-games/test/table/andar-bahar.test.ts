import { fraction, fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe } from '../../src/cards.js';
import { andarBahar } from '../../src/table/andar-bahar.js';
import {
  dealingStream,
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

const both = [
  { spot: 'andar', amount: 100n },
  { spot: 'bahar', amount: 100n },
];
/** The joker card then the cards dealt; the rest of the deck follows in order. */
const deal = (cards: number[]) => dealWith(andarBahar, both, dealingStream(freshShoe(1), cards));

describe('andar bahar', () => {
  it('deals andar first and stops at the first card of the joker rank', () => {
    // Joker a seven of clubs (5); 2c, 3c to andar and bahar, then the seven of hearts (31) to andar.
    const state = deal([5, 0, 1, 31]);
    expect(andarBahar.viewOf(state)).toMatchObject({ joker: 5, andarCards: [0, 31], baharCards: [1], winner: 'andar' });
    expect(paidBySpot(andarBahar, state)).toEqual({ andar: 190, bahar: 0 });
  });

  it('pays bahar 1:1 when its card matches', () => {
    const state = deal([5, 0, 44]);
    expect(andarBahar.viewOf(state)).toMatchObject({ andarCards: [0], baharCards: [44], winner: 'bahar' });
    expect(paidBySpot(andarBahar, state)).toEqual({ andar: 0, bahar: 200 });
    // A first card matching goes to andar.
    expect(andarBahar.viewOf(deal([5, 18])).winner).toBe('andar');
  });

  it('has the exact one-deck returns', () => {
    // P(andar) = sum over odd k of C(51 - k, 2) / C(51, 3) = 10725 / 20825.
    expect(ruleReturn(andarBahar, 'andar')).toEqual(fraction(19 * 10725, 10 * 20825));
    expect(ruleReturn(andarBahar, 'bahar')).toEqual(fraction(2 * (20825 - 10725), 20825));
    expect(fractionToNumber(ruleReturn(andarBahar, 'andar'))).toBeCloseTo(0.9785, 4);
    expect(fractionToNumber(ruleReturn(andarBahar, 'bahar'))).toBeCloseTo(0.97, 4);
  });

  it('agrees with the exact returns over seeded rounds', () => {
    expectSimulatedReturns(
      andarBahar,
      { andar: ruleReturn(andarBahar, 'andar'), bahar: ruleReturn(andarBahar, 'bahar') },
      5_000,
      17,
    );
  });

  it('refuses other spots', () => {
    for (const spot of ['joker', 'andar-1', 'Bahar']) expectRefused(andarBahar, one(spot));
  });
});
