import { fraction, fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe } from '../../src/cards.js';
import { dragonTiger } from '../../src/table/dragon-tiger.js';
import {
  dealingStream,
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

const SPOTS = ['dragon', 'tiger', 'tie', 'suited-tie'];
/** Cards as cards.ts numbers them: rank + 13 x suit, rank 0 a two ... 11 a king, 12 an ace. */
const card = (rank: number, suit: number) => rank + 13 * suit;
const turn = (dragon: number, tiger: number) =>
  dealWith(
    dragonTiger,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    dealingStream(freshShoe(8), [dragon, tiger]),
  );

describe('dragon tiger', () => {
  it('ranks the ace lowest and the king highest', () => {
    expect(paidBySpot(dragonTiger, turn(card(12, 0), card(0, 1)))).toEqual({
      dragon: 0,
      tiger: 200,
      tie: 0,
      'suited-tie': 0,
    });
    expect(paidBySpot(dragonTiger, turn(card(11, 2), card(10, 2)))).toEqual({
      dragon: 200,
      tiger: 0,
      tie: 0,
      'suited-tie': 0,
    });
    expect(dragonTiger.viewOf(turn(card(11, 2), card(10, 2)))).toMatchObject({
      dragon: 37,
      tiger: 36,
      winner: 'dragon',
      suitedTie: false,
    });
  });

  it('takes half of dragon and tiger on a tie, pays the tie, and the suited tie only in one suit', () => {
    expect(paidBySpot(dragonTiger, turn(card(5, 0), card(5, 3)))).toEqual({
      dragon: 50,
      tiger: 50,
      tie: 900,
      'suited-tie': 0,
    });
    expect(paidBySpot(dragonTiger, turn(card(5, 3), card(5, 3)))).toEqual({
      dragon: 50,
      tiger: 50,
      tie: 900,
      'suited-tie': 5100,
    });
  });

  it('has the exact eight-deck returns (a tie 31 in 415, suited 7 in 415)', () => {
    expect(ruleReturn(dragonTiger, 'dragon')).toEqual(fraction(2 * 192 * 2 + 31, 2 * 415));
    expect(ruleReturn(dragonTiger, 'tiger')).toEqual(ruleReturn(dragonTiger, 'dragon'));
    expect(fractionToNumber(ruleReturn(dragonTiger, 'dragon'))).toBeCloseTo(0.9627, 4);
    expect(ruleReturn(dragonTiger, 'tie')).toEqual(fraction(9 * 31, 415));
    expect(ruleReturn(dragonTiger, 'suited-tie')).toEqual(fraction(51 * 7, 415));
  });

  it('agrees with the exact returns over seeded rounds', () => {
    expectSimulatedReturns(
      dragonTiger,
      Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(dragonTiger, spot)])),
      6_000,
      21,
    );
  });

  it('refuses other spots', () => {
    for (const spot of ['Dragon', 'dragon-tiger', 'big', '']) expectRefused(dragonTiger, one(spot));
  });
});
