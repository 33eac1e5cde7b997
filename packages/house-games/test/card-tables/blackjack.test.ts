import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type BlackjackState, basicStrategy, blackjack, ROUND_CARDS } from '../../src/card-tables/blackjack.js';
import { freshShoe } from '../../src/cards.js';
import { HouseGameInputError } from '../../src/game.js';
import { seededStream } from '../play.js';
import { cards, dealWith, simulate } from './crafted.js';

const SHOE = freshShoe(6);
const bet = [{ spot: 'hand', amount: 100n }];
/** Deals player, dealer, player, dealer, then the draws, in order. */
const deal = (labels: string): BlackjackState => dealWith(blackjack, bet, SHOE, cards(labels));

function play(state: BlackjackState, actions: string[]): { state: BlackjackState; extra: bigint } {
  let extra = 0n;
  for (const action of actions) {
    const acted = blackjack.act(state, action);
    state = acted.state;
    extra += acted.extraStake;
  }
  return { state, extra };
}

describe('blackjack', () => {
  it('pays a blackjack 3:2 at once, and a blackjack against a dealer blackjack pushes', () => {
    const natural = deal('As 9c Kd 7h');
    expect(blackjack.actions(natural)).toEqual([]);
    expect(blackjack.payout(natural)).toBe(250n);
    expect(blackjack.payout(deal('As Ac Kd Qh'))).toBe(100n);
  });

  it('ends at the peek when the dealer has blackjack, taking only the first stake', () => {
    const state = deal('9s Ac 9d Kh');
    expect(blackjack.actions(state)).toEqual([]);
    expect(blackjack.payout(state)).toBe(0n);
    expect((blackjack.view(state) as { hands: { result: string }[] }).hands[0]!.result).toBe('lose');
  });

  it('doubles for the hand stake, deals one card and pays the doubled stake', () => {
    const { state, extra } = play(deal('6s 5c 5d Th Kc 7d'), ['double']);
    expect(extra).toBe(100n);
    expect(state.wagers.map((w) => w.spot)).toEqual(['hand', 'double']);
    // 21 against the dealer's 15, who draws the 7: 22.
    expect(state.over).toBe(true);
    expect(blackjack.payout(state)).toBe(400n);
  });

  it('stands on soft 17 and hits 16', () => {
    const stood = play(deal('Ts 6c 9d Ah 2c'), ['stand']).state;
    expect(stood.dealer).toHaveLength(2); // A-6 soft 17 stands: 19 wins
    expect(blackjack.payout(stood)).toBe(200n);
    const hit = play(deal('Ts 6c 9d Th 5c'), ['stand']).state;
    expect(hit.dealer).toHaveLength(3); // 16 draws the five: 21 beats 19
    expect(blackjack.payout(hit)).toBe(0n);
  });

  it('splits a pair once into two hands played in order; 21 on a split hand is not a blackjack', () => {
    const start = deal('8s 9c 8d 7h Ac 3d Th Tc');
    expect(blackjack.actions(start)).toContain('split');
    const { state, extra } = play(start, ['split', 'stand', 'hit']);
    // Hands 8-A (19) and 8-3-T (21); the dealer's 16 takes the ten and busts.
    expect(extra).toBe(100n);
    expect(state.hands.map((hand) => hand.cards.length)).toEqual([2, 3]);
    expect(blackjack.payout(state)).toBe(400n);
    const acesSplit = play(deal('As 9c Ad 7h Kc Qd'), ['split']).state;
    expect(acesSplit.over).toBe(true); // one card each, no action
    // A-K and A-Q: two 21s paid 1:1, the dealer's 16 drawing the shoe's next card.
    expect(acesSplit.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(blackjack.payout(acesSplit)).toBeLessThanOrEqual(400n);
    expect(blackjack.payout(acesSplit)).toBeGreaterThanOrEqual(200n);
  });

  it('refuses a second split, a split of unequal tens and a double after a hit', () => {
    const split = play(deal('8s 9c 8d 7h 8c'), ['split']).state;
    expect(blackjack.actions(split)).not.toContain('split');
    expect(blackjack.actions(deal('Ks 9c Qd 7h'))).not.toContain('split');
    const hit = play(deal('2s 9c 3d 7h 2c'), ['hit']).state;
    expect(() => blackjack.act(hit, 'double')).toThrow(HouseGameInputError);
  });

  it('shows only the up card while open and everything once over', () => {
    const open = deal('Ts 9c 6d Kh');
    const view = blackjack.view(open) as { dealer: number[]; dealerTotal: number | null };
    expect(view.dealer).toEqual(cards('9c'));
    expect(view.dealerTotal).toBeNull();
    const over = play(open, ['stand']).state;
    expect((blackjack.view(over) as { dealer: number[] }).dealer).toEqual(cards('9c Kh'));
  });

  it('never needs more cards than dealt, even hitting everything on aces and twos', () => {
    // The player splits twos, then every hand hits to the end on the shoe's 24 aces, then its twos.
    const first = cards('2c As 2d Ad');
    const rest = [...Array(6).fill(cards('Ac Ad Ah As')).flat(), ...Array(6).fill(cards('2c 2d 2h 2s')).flat()];
    for (const card of first) rest.splice(rest.indexOf(card), 1);
    let round = dealWith(blackjack, bet, SHOE, [...first, ...rest]);
    while (blackjack.actions(round).length > 0) {
      round = blackjack.act(round, blackjack.actions(round).includes('split') ? 'split' : 'hit').state;
    }
    expect(round.hands).toHaveLength(2);
    expect(round.next).toBeGreaterThan(20);
    expect(round.next).toBeLessThanOrEqual(ROUND_CARDS);
  });

  it('takes the basic-strategy moves of the chart', () => {
    const move = (labels: string, actions: string[] = []) => basicStrategy(play(deal(labels), actions).state);
    expect(move('Ts Tc 6d 9h')).toBe('hit'); // 16 v 10
    expect(move('Ts 4c 2d 9h')).toBe('stand'); // 12 v 4
    expect(move('6s Ac 5d 9h')).toBe('hit'); // 11 v A
    expect(move('As 3c 7d 9h')).toBe('double'); // soft 18 v 3
    expect(move('As 9c 7d 9h')).toBe('hit'); // soft 18 v 9
    expect(move('8s Ac 8d 9h')).toBe('split');
    expect(move('Ts 5c Td 9h')).toBe('stand');
    expect(move('4s 5c 3d 9h As', ['hit'])).toBe('stand'); // soft 18 in three cards v 5
  });

  it('refuses other spots, a second hand and an action it does not offer', () => {
    expect(() => blackjack.checkWagers([{ spot: 'pair', amount: 1n }])).toThrow(HouseGameInputError);
    expect(() => blackjack.checkWagers([...bet, ...bet])).toThrow(HouseGameInputError);
    expect(() => blackjack.checkWagers([])).toThrow(HouseGameInputError);
    expect(() => blackjack.act(deal('Ts 9c 6d Kh'), 'surrender')).toThrow(HouseGameInputError);
  });

  it('returns about the stated 99.5 % under basic strategy (30,000 rounds, a 3-sigma band)', () => {
    const { meanNet, halfWidth95 } = simulate(blackjack, 'hand', basicStrategy, seededStream(3), 30_000);
    expect(halfWidth95).toBeLessThan(0.014);
    expect(1 + meanNet).toBeGreaterThan(0.975);
    expect(1 + meanNet).toBeLessThan(1.015);
  }, 30_000);
});

describe.skipIf(process.env.SOAK !== 'full')('blackjack return, full size', () => {
  it('has the stated return inside the 95 % interval of 10 million basic-strategy rounds', () => {
    const { meanNet, halfWidth95 } = simulate(blackjack, 'hand', basicStrategy, seededStream(2024), 10_000_000);
    const stated = fractionToNumber(blackjack.rules().returnToPlayer);
    expect(Math.abs(1 + meanNet - stated)).toBeLessThan(halfWidth95);
  }, 900_000);
});
