import { fraction, fractionAdd, fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe } from '../../src/cards.js';
import { baccarat } from '../../src/table/baccarat.js';
import { bankerDraws, winnerChances } from '../../src/table/baccarat-coup.js';
import {
  dealingStream,
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  one,
  paidBySpot,
  ruleReturn,
} from './helpers.js';

const SPOTS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'];
/** rank + 13 x suit, as cards.ts: rank 0 a two ... 8 a ten, 11 a king, 12 an ace. */
const card = (rank: number, suit = 0) => rank + 13 * suit;
const ACE = 12;
const KING = 11;
const pip = (points: number, suit = 0) => card(points === 1 ? ACE : points === 0 ? KING : points - 2, suit);

/** Deals the six cards in order: player, banker, player, banker, then the third cards as the tableau calls them. */
const coup = (points: number[]) =>
  dealWith(
    baccarat,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    dealingStream(
      freshShoe(8),
      points.map((value, i) => pip(value, i % 4)),
    ),
  );

describe('baccarat', () => {
  it('stands both hands on a natural', () => {
    const state = coup([4, 3, 5, 4, 9, 9]);
    expect(baccarat.viewOf(state)).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player' });
    expect(baccarat.viewOf(state).playerCards).toHaveLength(2);
    expect(baccarat.viewOf(state).bankerCards).toHaveLength(2);
    expect(paidBySpot(baccarat, state)).toEqual({ player: 200, banker: 0, tie: 0, 'player-pair': 0, 'banker-pair': 0 });
  });

  it('draws the player on 5; a banker 6 stands on a third card of 2', () => {
    const view = baccarat.viewOf(coup([1, 0, 4, 6, 2, 9]));
    expect(view).toMatchObject({ playerTotal: 7, bankerTotal: 6, winner: 'player' });
    expect(view.playerCards).toHaveLength(3);
    expect(view.bankerCards).toHaveLength(2);
  });

  it('gives the banker the card after the player third, and pays it 0.95:1', () => {
    // Player 0 + 0 draws a 9; banker 3 draws (not on an 8) a 5: 9 against 8.
    const lost = coup([0, 1, 0, 2, 9, 5]);
    expect(baccarat.viewOf(lost)).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
    expect(baccarat.viewOf(lost).bankerCards).toEqual([pip(1, 1), pip(2, 3), pip(5, 1)]);
    // Player 1 + 2 draws a 4 (7); banker 3 draws a 6: 9.
    const won = coup([1, 1, 2, 2, 4, 6]);
    expect(baccarat.viewOf(won)).toMatchObject({ playerTotal: 7, bankerTotal: 9, winner: 'banker' });
    expect(paidBySpot(baccarat, won)).toMatchObject({ player: 0, banker: 195 });
    // Banker 3 stands when the player's third card is an 8.
    expect(baccarat.viewOf(coup([0, 1, 0, 2, 8, 5])).bankerCards).toHaveLength(2);
  });

  it('draws the banker on 0-5 when the player stood', () => {
    const view = baccarat.viewOf(coup([3, 2, 3, 3, 1, 9]));
    expect(view).toMatchObject({ playerTotal: 6, bankerTotal: 6, winner: 'tie' });
    expect(view.bankerCards).toHaveLength(3);
    expect(paidBySpot(baccarat, coup([3, 2, 3, 3, 1, 9]))).toEqual({
      player: 100,
      banker: 100,
      tie: 900,
      'player-pair': 1200,
      'banker-pair': 0,
    });
  });

  it('follows the banker tableau', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(3, third))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 9,
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(4, third))).toEqual([2, 3, 4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(5, third))).toEqual([4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(6, third))).toEqual([6, 7]);
    expect(bankerDraws(7, 6)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('pays a pair in either side 11:1', () => {
    const state = coup([5, 10, 5, 10, 9, 9]);
    expect(paidBySpot(baccarat, state)).toMatchObject({
      'player-pair': 1200,
      'banker-pair': 1200,
      banker: 100,
      player: 100,
    });
  });

  it('has the standard eight-deck returns, exactly', () => {
    const chances = winnerChances();
    expect(fractionAdd(fractionAdd(chances.player, chances.banker), chances.tie)).toEqual(fraction(1));
    expect(fractionToNumber(chances.tie)).toBeCloseTo(0.095156, 6);
    expect(fractionToNumber(ruleReturn(baccarat, 'banker'))).toBeCloseTo(0.98942, 5);
    expect(fractionToNumber(ruleReturn(baccarat, 'player'))).toBeCloseTo(0.98765, 5);
    expect(fractionToNumber(ruleReturn(baccarat, 'tie'))).toBeCloseTo(0.8564, 4);
    expect(ruleReturn(baccarat, 'player-pair')).toEqual(fraction(12 * 31, 415));
    expect(baccarat.rules()).toMatchObject({ maxWinMultiple: 12, method: { kind: 'exact' } });
  });

  it('agrees with the exact returns over seeded coups', () => {
    expectSimulatedReturns(
      baccarat,
      Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(baccarat, spot)])),
      6_000,
      13,
    );
  });

  it('refuses other spots', () => {
    for (const spot of ['punto', 'either-pair', 'tie-8', 'big']) expectRefused(baccarat, one(spot));
  });
});
