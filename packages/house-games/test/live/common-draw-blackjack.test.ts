import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe } from '../../src/cards.js';
import {
  type CommonDrawState,
  type CommonDrawView,
  commonDrawBlackjack,
  commonDrawStrategy,
} from '../../src/live/common-draw-blackjack.js';
import { cards, dealWith, simulate } from '../card-tables/crafted.js';
import { seededStream } from '../play.js';

const SHOE = freshShoe(8);
const bet = [{ spot: 'hand', amount: 100n }];
/** The players' twelve cards, then the dealer's (the labels fill the first of each; the shoe's next the rest). */
function deal(seat: string, dealer: string): CommonDrawState {
  const seatCards = cards(seat);
  const padding = cards('2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s').slice(0, 12 - seatCards.length);
  return dealWith(commonDrawBlackjack, bet, SHOE, [...seatCards, ...padding, ...cards(dealer)]);
}

function play(state: CommonDrawState, moves: string[]) {
  let extra = 0n;
  for (const move of moves) {
    const acted = commonDrawBlackjack.act(state, move);
    state = acted.state;
    extra += acted.extraStake;
  }
  return { state, extra, view: commonDrawBlackjack.view(state) as CommonDrawView };
}

describe('common-draw blackjack', () => {
  it("pays a blackjack 3:2 at the deal, pushes it against the dealer's, and loses the first stake at the peek", () => {
    expect(commonDrawBlackjack.payout(deal('As Kd', '9c 7h'))).toBe(250n);
    expect(commonDrawBlackjack.payout(deal('As Kd', 'Ac Qh'))).toBe(100n);
    const peeked = deal('9s 9d', 'Ac Kh');
    expect(commonDrawBlackjack.actions(peeked)).toEqual([]);
    expect(commonDrawBlackjack.payout(peeked)).toBe(0n);
  });

  it('takes the same next cards for every seat that hits, and one dealer hand whatever the seats did', () => {
    const dealt = deal('Ts 3d 5c 9h', 'Tc 7h 8d');
    expect(commonDrawBlackjack.actions(dealt)).toEqual(['hit', 'stand', 'double']);
    const hitter = play(dealt, ['hit']);
    expect(hitter.view.cards).toEqual(cards('Ts 3d 5c'));
    expect(hitter.view.dealer).toHaveLength(1);
    const hitterDone = play(hitter.state, ['stand']);
    const stander = play(dealt, ['stand']);
    expect(stander.view.dealer).toEqual(hitterDone.view.dealer);
    expect([hitterDone.view.total, hitterDone.view.dealerTotal]).toEqual([18, 17]);
    expect(commonDrawBlackjack.payout(hitterDone.state)).toBe(200n);
    expect(commonDrawBlackjack.payout(stander.state)).toBe(0n);
    const bust = play(hitter.state, ['hit']);
    expect([bust.view.result, commonDrawBlackjack.payout(bust.state)]).toEqual(['bust', 0n]);
  });

  it('doubles for the stake, takes one card and stands, and the dealer draws to 17 standing on soft 17', () => {
    const doubled = play(deal('6s 5c Td', 'Tc 6h Ad 2s'), ['double']);
    expect(doubled.extra).toBe(100n);
    expect(doubled.view).toMatchObject({ total: 21, stake: '200', dealerTotal: 17, result: 'win', over: true });
    expect(commonDrawBlackjack.payout(doubled.state)).toBe(400n);
    expect(play(deal('Ts 8c', '6c Ah Kd'), ['stand']).view).toMatchObject({ dealerTotal: 17, result: 'win' });
  });

  it('plays basic strategy without a split to about its stated return (the full 10 million in the soak)', () => {
    const { meanNet, halfWidth95 } = simulate(commonDrawBlackjack, 'hand', commonDrawStrategy, seededStream(7), 30_000);
    expect(halfWidth95).toBeLessThan(0.014);
    const stated = fractionToNumber(commonDrawBlackjack.rules().returnToPlayer);
    expect(Math.abs(1 + meanNet - stated)).toBeLessThan(2 * halfWidth95);
  }, 30_000);
});

describe.skipIf(process.env.SOAK !== 'full')('common-draw blackjack return, full size', () => {
  it('has the stated return inside the 95 % interval of 10 million basic-strategy rounds', () => {
    const { meanNet, halfWidth95 } = simulate(
      commonDrawBlackjack,
      'hand',
      commonDrawStrategy,
      seededStream(2026),
      10_000_000,
    );
    expect(Math.abs(1 + meanNet - fractionToNumber(commonDrawBlackjack.rules().returnToPlayer))).toBeLessThan(
      halfWidth95,
    );
  }, 1_800_000);
});
