import { fractionCompare, fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type RedDogState, redDog, redDogReturn, redDogStrategy } from '../../src/card-tables/red-dog.js';
import { freshShoe } from '../../src/cards.js';
import { HouseGameInputError } from '../../src/game.js';
import { seededStream } from '../play.js';
import { cards, dealWith, simulate } from './crafted.js';

const SHOE = freshShoe(8);
const deal = (labels: string): RedDogState => dealWith(redDog, [{ spot: 'bet', amount: 100n }], SHOE, cards(labels));
const finish = (state: RedDogState, action: string) => redDog.act(state, action);

describe('red dog', () => {
  it('pushes consecutive cards at once, and pays a pair 11:1 only on three of a kind', () => {
    const consecutive = deal('7s 8d 8c');
    expect(redDog.actions(consecutive)).toEqual([]);
    expect(redDog.payout(consecutive)).toBe(100n);
    expect((redDog.view(consecutive) as { cards: number[] }).cards).toHaveLength(2);
    expect(redDog.payout(deal('9s 9d 9c'))).toBe(1200n);
    expect(redDog.payout(deal('9s 9d Tc'))).toBe(100n);
  });

  it('pays by the spread when the third card falls between, and takes a raise as a second stake', () => {
    expect(redDog.payout(finish(deal('7s 9d 8c'), 'call').state)).toBe(600n); // spread 1: 5:1
    expect(redDog.payout(finish(deal('7s Td 8c'), 'call').state)).toBe(500n); // spread 2: 4:1
    expect(redDog.payout(finish(deal('7s Jd 8c'), 'call').state)).toBe(300n); // spread 3: 2:1
    expect(redDog.payout(finish(deal('7s Jd Jc'), 'call').state)).toBe(0n); // equal to a card loses
    const raised = finish(deal('2s Kd 8c'), 'raise');
    expect(raised.extraStake).toBe(100n);
    expect(redDog.payout(raised.state)).toBe(400n); // spread 10: 1:1 on both stakes
    expect(redDog.payout(finish(deal('2s Kd Ac'), 'raise').state)).toBe(0n);
  });

  it('hides the third card while the player decides', () => {
    const open = redDog.view(deal('4s Qd 8c')) as { cards: number[]; spread: number; outcome: unknown };
    expect(open).toEqual({ cards: cards('4s Qd'), spread: 7, outcome: null, over: false });
    expect(redDogStrategy(deal('4s Qd 8c'))).toBe('raise');
    expect(redDogStrategy(deal('4s Jd 8c'))).toBe('call');
  });

  it('has the published 2.75 % house edge for 8 decks, and raising from spread 7 is the best rule', () => {
    const exact = redDog.rules().returnToPlayer;
    expect(fractionToNumber(exact)).toBeCloseTo(1 - 0.0275, 4);
    for (const other of [5, 6, 8, 9, 12]) expect(fractionCompare(exact, redDogReturn(other))).toBe(1);
  });

  it('agrees with the exact return in 60,000 seeded rounds (4 sigma)', () => {
    const { meanNet, sd } = simulate(redDog, 'bet', redDogStrategy, seededStream(8), 60_000);
    const exact = fractionToNumber(redDog.rules().returnToPlayer);
    expect(Math.abs(1 + meanNet - exact)).toBeLessThan((4 * sd) / Math.sqrt(60_000));
  }, 30_000);

  it('refuses an unknown spot and an action on a finished round', () => {
    expect(() => redDog.checkWagers([{ spot: 'ante', amount: 1n }])).toThrow(HouseGameInputError);
    expect(() => redDog.checkWagers([])).toThrow(HouseGameInputError);
    expect(() => redDog.act(deal('7s 8d 8c'), 'raise')).toThrow(HouseGameInputError);
  });
});
