import { describe, expect, it } from 'vitest';
import { fraction } from '../src/fraction.js';
import { maxHits, optionRates, playsOf } from '../src/index.js';
import { contextOf } from './support/context.js';
import { hits, outcome, play, won } from './support/settle.js';
import { northDraw, southDraw } from './support/vn-draws.js';

const north = contextOf('VN', 'north');
const south = contextOf('VN', 'south');

describe('VN plays on hand-made draws', () => {
  it('đề is the last 2 digits of ĐB, 3 càng the last 3', () => {
    expect(outcome('VN_DE', [['45', '46']], northDraw, north)).toEqual(won(1));
    expect(outcome('VN_DE', [['12']], northDraw, north)).toEqual(won(0));
    expect(outcome('VN_3CANG', [['345']], northDraw, north)).toEqual(won(1));
    expect(outcome('VN_3CANG', [['245']], northDraw, north)).toEqual(won(0));
  });

  it('lô pays every result ending in the number', () => {
    expect(outcome('VN_LO', [['45']], northDraw, north)).toEqual(won(3));
    expect(outcome('VN_LO', [['45', '55', '49']], northDraw, north)).toEqual(won(4));
    // The southern G8 (07) is itself 2 digits; G7 is 066.
    expect(outcome('VN_LO', [['07', '66']], southDraw, south)).toEqual(won(2));
  });

  it('xiên needs every number of a bet among the endings; several picks make several bets', () => {
    expect(outcome('VN_XIEN2', [['45', '55', '99']], northDraw, north)).toEqual(won(1));
    expect(outcome('VN_XIEN2', [['45', '55', '60']], northDraw, north)).toEqual(won(3));
    expect(outcome('VN_XIEN3', [['45', '55', '60']], northDraw, north)).toEqual(won(1));
    expect(outcome('VN_XIEN4', [['45', '55', '60', '99']], northDraw, north)).toEqual(won(0));
  });

  it('đầu is the southern G8, đuôi the last 2 digits of ĐB; neither exists in the north', () => {
    expect(outcome('VN_DAU', [['07']], southDraw, south)).toEqual(won(1));
    expect(outcome('VN_DAU', [['56']], southDraw, south)).toEqual(won(0));
    expect(outcome('VN_DUOI', [['56']], southDraw, south)).toEqual(won(1));
    expect(outcome('VN_DUOI', [['07']], southDraw, south)).toEqual(won(0));
    expect(playsOf(north).map(({ id }) => id)).not.toContain('VN_DAU');
    expect(playsOf(south).map(({ id }) => id)).toEqual(expect.arrayContaining(['VN_DAU', 'VN_DUOI']));
  });

  it('lô rates are the expected hits: one in a hundred per result', () => {
    expect(optionRates(play('VN_LO'), '*', north).hitRate).toEqual(fraction(27, 100));
    expect(optionRates(play('VN_LO'), '*', south).hitRate).toEqual(fraction(18, 100));
    expect(maxHits(play('VN_LO'), [['45', '46']], north)).toBe(27);
  });
});

/** 1st 1234, 2nd 5678, the 3rd starter and the 8th consolation 1234 again; the others 0000..0022 by place. */
const fourD = Array.from({ length: 23 }, (_, i) => String(i).padStart(4, '0'));
Object.assign(fourD, { 0: '1234', 1: '5678', 5: '1234', 20: '1234' });

describe('SEA 4D plays on hand-made draws', () => {
  it('Big pays every tier the number matches, Small only the top three', () => {
    expect(outcome('SEA_BIG', [['1234', '5678', '9999']], fourD)).toEqual(
      hits({ FIRST: 1, SECOND: 1, STARTER: 1, CONSOLATION: 1 }),
    );
    expect(outcome('SEA_SMALL', [['1234', '0015']], fourD)).toEqual(hits({ FIRST: 1 }));
    expect(outcome('SEA_BIG', [['0015']], fourD)).toEqual(hits({ CONSOLATION: 1 }));
    expect(maxHits(play('SEA_BIG'), [['1234']], contextOf('SEA'))).toBe(23);
    expect(maxHits(play('SEA_SMALL'), [['1234']], contextOf('SEA'))).toBe(3);
  });
});
