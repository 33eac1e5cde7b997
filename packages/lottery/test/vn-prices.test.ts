import { describe, expect, it } from 'vitest';
import { fraction, fractionToNumber } from '../src/fraction.js';
import { checkSelection, pricePoints, settleLine, vnDefaultPrice, vnReturnToPlayer } from '../src/index.js';
import type { DrawContext, DrawResult, Selection } from '../src/types.js';
import { contextOf } from './support/context.js';
import { play } from './support/settle.js';
import { northDraw, southDraw } from './support/vn-draws.js';

// Issue 22 #20: VN plays are bought in điểm at the Vietnamese prices (LOTTERY.md §2 VN), in whole đồng, and a
// line pays its prize per điểm for every hit (lô: every result ending in the number).
const north = contextOf('VN', 'north');
const south = contextOf('VN', 'south');

/** What a line of `points` điểm costs and pays in a draw, in đồng, priced and settled by the engine. */
function line(playId: string, selection: Selection, points: number, result: DrawResult, context: DrawContext) {
  const definition = play(playId);
  const check = checkSelection(definition, selection);
  if (!check.ok) throw new Error(`bad selection for ${playId}`);
  const priced = pricePoints(vnDefaultPrice(playId, context.layout!), check.bets, points);
  const hits = settleLine(definition, selection, result, context).hits.reduce((sum, hit) => sum + hit.count, 0);
  return { bets: check.bets, stake: priced.stake, prize: priced.prize, payout: priced.prize * BigInt(hits) };
}

describe('VN prices per điểm, in whole đồng', () => {
  it('lô: 23,000 ₫ a điểm in the north and 18,000 ₫ in the south; every hit pays', () => {
    expect(vnDefaultPrice('VN_LO', 'north')).toEqual({ price: 23_000n, pays: 80_000n });
    expect(vnDefaultPrice('VN_LO', 'south')).toEqual({ price: 18_000n, pays: 75_000n });
    // 10 điểm of 45, which ends three results: 230,000 ₫ staked, 3 x 800,000 ₫ paid.
    expect(line('VN_LO', [['45']], 10, northDraw, north)).toEqual({
      bets: 1,
      stake: 230_000n,
      prize: 800_000n,
      payout: 2_400_000n,
    });
    // Two numbers of 1 điểm in the south: 07 (G8) and 66 (G7) hit once each.
    expect(line('VN_LO', [['07', '66']], 1, southDraw, south)).toEqual({
      bets: 2,
      stake: 36_000n,
      prize: 75_000n,
      payout: 150_000n,
    });
  });

  it('đề: 1 ăn 80 on the stake; 3 càng: 1 ăn 400 at 750 ₫ a điểm', () => {
    expect(line('VN_DE', [['45', '46']], 50, northDraw, north)).toEqual({
      bets: 2,
      stake: 100_000n,
      prize: 4_000_000n,
      payout: 4_000_000n,
    });
    expect(line('VN_3CANG', [['345']], 20, northDraw, north)).toEqual({
      bets: 1,
      stake: 15_000n,
      prize: 8_000_000n,
      payout: 8_000_000n,
    });
    expect(line('VN_3CANG', [['245']], 20, northDraw, north).payout).toBe(0n);
  });

  it('xiên 2, 3 and 4: 1 ăn 11, 45 and 140 at 650 ₫ a điểm, per set of numbers', () => {
    expect(vnDefaultPrice('VN_XIEN2', 'south')).toEqual({ price: 650n, pays: 23_000n });
    // 45, 55, 60 all show: three xiên-2 sets, one xiên-3 set.
    expect(line('VN_XIEN2', [['45', '55', '60']], 10, northDraw, north)).toEqual({
      bets: 3,
      stake: 19_500n,
      prize: 110_000n,
      payout: 330_000n,
    });
    expect(line('VN_XIEN3', [['45', '55', '60']], 10, northDraw, north)).toEqual({
      bets: 1,
      stake: 6_500n,
      prize: 450_000n,
      payout: 450_000n,
    });
    expect(line('VN_XIEN4', [['45', '55', '60', '99']], 2, northDraw, north)).toEqual({
      bets: 1,
      stake: 1_300n,
      prize: 280_000n,
      payout: 0n,
    });
  });

  it('đầu and đuôi (south): 1 ăn 75', () => {
    expect(line('VN_DAU', [['07']], 5, southDraw, south)).toEqual({
      bets: 1,
      stake: 5_000n,
      prize: 375_000n,
      payout: 375_000n,
    });
    expect(line('VN_DUOI', [['56', '57']], 5, southDraw, south).payout).toBe(375_000n);
  });

  it('scales to a currency of cents: a điểm is one whole unit', () => {
    expect(vnDefaultPrice('VN_LO', 'north', 100n)).toEqual({ price: 2_300n, pays: 8_000n });
    expect(vnDefaultPrice('VN_XIEN2', 'north', 100n)).toEqual({ price: 65n, pays: 1_100n });
    expect(() => vnDefaultPrice('SSC_STAR5_DIRECT', 'north')).toThrow(/not a VN play/);
  });

  it('returns to the player what the prices imply, exactly', () => {
    const rtp = (playId: string, context: DrawContext) =>
      vnReturnToPlayer(play(playId), context, vnDefaultPrice(playId, context.layout!));
    // Lô north: 27 hits in a hundred x 80,000 / 23,000.
    expect(rtp('VN_LO', north)).toEqual(fraction(108, 115));
    expect(rtp('VN_LO', south)).toEqual(fraction(3, 4));
    expect(rtp('VN_DE', north)).toEqual(fraction(4, 5));
    expect(rtp('VN_3CANG', north)).toEqual(fraction(8, 15));
    expect(fractionToNumber(rtp('VN_XIEN2', north))).toBeCloseTo(0.9288, 4);
    expect(fractionToNumber(rtp('VN_XIEN3', north))).toBeCloseTo(0.8514, 4);
    expect(fractionToNumber(rtp('VN_XIEN4', north))).toBeCloseTo(0.5751, 4);
    // On 18 results the southern xiên odds return about what the northern ones do on 27.
    for (const [playId, atNorth] of [
      ['VN_XIEN2', 0.9288],
      ['VN_XIEN3', 0.8514],
      ['VN_XIEN4', 0.5751],
    ] as const) {
      expect(Math.abs(fractionToNumber(rtp(playId, south)) - atNorth), playId).toBeLessThan(0.01);
    }
    expect(rtp('VN_DAU', south)).toEqual(fraction(3, 4));
  });
});
