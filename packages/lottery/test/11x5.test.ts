import { describe, expect, it } from 'vitest';
import { balls, hits, outcome, won } from './support/settle.js';

const b = balls;
const draw = b('03 07 11 01 09');

describe('11X5 plays on hand-made draws', () => {
  it('any-N up to 5: every N-set of picks that is all drawn wins, so one line can win several bets', () => {
    expect(outcome('11X5_ANY1', [b('03 04')], draw)).toEqual(won(1));
    // 01, 03 and 07 are drawn: the pairs 01-03, 01-07, 03-07 win.
    expect(outcome('11X5_ANY2', [b('01 03 07 10')], draw)).toEqual(won(3));
    expect(outcome('11X5_ANY3', [b('01 03 07 10')], draw)).toEqual(won(1));
    expect(outcome('11X5_ANY4', [b('01 03 07 10')], draw)).toEqual(won(0));
    expect(outcome('11X5_ANY5', [b('01 03 07 09 11')], draw)).toEqual(won(1));
  });

  it('any-N from 6: a bet wins when it holds all five drawn numbers', () => {
    expect(outcome('11X5_ANY6', [b('01 02 03 07 09 11')], draw)).toEqual(won(1));
    // Eight picks hold the five drawn and 02, 04, 05: C(3, 2) = 3 of the any-7 bets hold all five.
    expect(outcome('11X5_ANY7', [b('01 02 03 04 05 07 09 11')], draw)).toEqual(won(3));
    expect(outcome('11X5_ANY8', [b('01 02 03 04 05 06 07 09')], draw)).toEqual(won(0));
  });

  it('front-2 / front-3 direct (in order) and group (any order)', () => {
    expect(outcome('11X5_FRONT2_DIRECT', [b('03 07'), b('07')], draw)).toEqual(won(1));
    expect(outcome('11X5_FRONT2_DIRECT', [b('07'), b('03')], draw)).toEqual(won(0));
    expect(outcome('11X5_FRONT2_GROUP', [b('07 03')], draw)).toEqual(won(1));
    expect(outcome('11X5_FRONT2_GROUP', [b('07 11')], draw)).toEqual(won(0));
    expect(outcome('11X5_FRONT3_DIRECT', [b('03'), b('07'), b('11')], draw)).toEqual(won(1));
    expect(outcome('11X5_FRONT3_GROUP', [b('11 03 07 05')], draw)).toEqual(won(1));
  });

  it('fixed position pays each position showing a picked number', () => {
    expect(outcome('11X5_FIXED_POSITION', [[], [], b('11'), [], b('09 10')], draw)).toEqual(won(2));
  });

  it('ball big/small (6 and up big) and odd/even; a drawn 11 pushes all four', () => {
    const all = ['BIG', 'SMALL', 'ODD', 'EVEN'];
    expect(outcome('11X5_BALL_BSOE', [all, all, all, [], []], draw)).toEqual(
      // 03: small, odd. 07: big, odd. 11: four pushes.
      hits({ BIG: 1, SMALL: 1, ODD: 2 }, 4),
    );
    expect(outcome('11X5_BALL_BSOE', [[], [], [], ['EVEN'], ['BIG']], b('03 05 07 06 10'))).toEqual(
      hits({ BIG: 1, EVEN: 1 }),
    );
  });

  it('sum above 30 big, below 30 small, exactly 30 pushes big/small but not odd/even', () => {
    const all = [['BIG', 'SMALL', 'ODD', 'EVEN']];
    expect(outcome('11X5_SUM_BSOE', all, draw)).toEqual(hits({ BIG: 1, ODD: 1 }));
    expect(outcome('11X5_SUM_BSOE', all, b('01 02 06 10 11'))).toEqual(hits({ EVEN: 1 }, 2));
    expect(outcome('11X5_SUM_BSOE', all, b('01 02 05 10 11'))).toEqual(hits({ SMALL: 1, ODD: 1 }));
  });

  it('dragon/tiger compare ball 1 with ball 5', () => {
    expect(outcome('11X5_DRAGON_TIGER', [['DRAGON', 'TIGER']], draw)).toEqual(hits({ TIGER: 1 }));
    expect(outcome('11X5_DRAGON_TIGER', [['DRAGON']], b('10 07 11 01 09'))).toEqual(hits({ DRAGON: 1 }));
  });
});
