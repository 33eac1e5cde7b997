import { describe, expect, it } from 'vitest';
import { digits, hits, outcome, won } from './support/settle.js';

const d = digits;

describe('SSC plays on hand-made draws', () => {
  it('direct plays need every position, in order', () => {
    const star5 = [d('19'), ['2'], ['3'], ['4'], d('56')];
    expect(outcome('SSC_STAR5_DIRECT', star5, d('12345'))).toEqual(won(1));
    expect(outcome('SSC_STAR5_DIRECT', star5, d('12347'))).toEqual(won(0));
    expect(outcome('SSC_STAR5_DIRECT', star5, d('21345'))).toEqual(won(0));
    // 4-star is the back four: the first digit does not matter.
    expect(outcome('SSC_STAR4_DIRECT', [['2'], ['3'], ['4'], ['5']], d('92345'))).toEqual(won(1));
    const tuple = (text: string) => d(text).map((digit) => [digit]);
    expect(outcome('SSC_FRONT3_DIRECT', tuple('123'), d('12345'))).toEqual(won(1));
    expect(outcome('SSC_MIDDLE3_DIRECT', tuple('234'), d('12345'))).toEqual(won(1));
    expect(outcome('SSC_BACK3_DIRECT', tuple('345'), d('12345'))).toEqual(won(1));
    expect(outcome('SSC_BACK3_DIRECT', tuple('123'), d('12345'))).toEqual(won(0));
    expect(outcome('SSC_FRONT2_DIRECT', tuple('12'), d('12999'))).toEqual(won(1));
    expect(outcome('SSC_BACK2_DIRECT', tuple('12'), d('99912'))).toEqual(won(1));
    expect(outcome('SSC_BACK2_DIRECT', tuple('12'), d('99921'))).toEqual(won(0));
  });

  it('group 3 wins on one picked digit twice and another once, in any order', () => {
    expect(outcome('SSC_FRONT3_GROUP3', [d('12')], d('12199'))).toEqual(won(1));
    expect(outcome('SSC_FRONT3_GROUP3', [d('123')], d('22199'))).toEqual(won(1));
    expect(outcome('SSC_FRONT3_GROUP3', [d('13')], d('12199'))).toEqual(won(0));
    // All different, or all the same, is not a group-3 pattern.
    expect(outcome('SSC_FRONT3_GROUP3', [d('123')], d('12399'))).toEqual(won(0));
    expect(outcome('SSC_FRONT3_GROUP3', [d('12')], d('11199'))).toEqual(won(0));
    expect(outcome('SSC_MIDDLE3_GROUP3', [d('35')], d('95539'))).toEqual(won(1));
    expect(outcome('SSC_BACK3_GROUP3', [d('35')], d('99355'))).toEqual(won(1));
  });

  it('group 6 wins on three different picked digits in any order, group 2 on two', () => {
    expect(outcome('SSC_FRONT3_GROUP6', [d('1234')], d('31299'))).toEqual(won(1));
    expect(outcome('SSC_FRONT3_GROUP6', [d('1234')], d('11299'))).toEqual(won(0));
    expect(outcome('SSC_MIDDLE3_GROUP6', [d('456')], d('96549'))).toEqual(won(1));
    expect(outcome('SSC_BACK3_GROUP6', [d('456')], d('99654'))).toEqual(won(1));
    expect(outcome('SSC_BACK3_GROUP6', [d('456')], d('99657'))).toEqual(won(0));
    expect(outcome('SSC_FRONT2_GROUP', [d('123')], d('21999'))).toEqual(won(1));
    // Pairs are excluded from 2-star group.
    expect(outcome('SSC_FRONT2_GROUP', [d('123')], d('11999'))).toEqual(won(0));
    expect(outcome('SSC_BACK2_GROUP', [d('45')], d('99954'))).toEqual(won(1));
  });

  it('any-N direct pays every choice of N positions that all show their picked digit', () => {
    const selection = [['1'], ['2'], [], ['9'], ['5']];
    // Positions 1, 2 and 5 match: three pairs of them, one triple.
    expect(outcome('SSC_ANY2_DIRECT', selection, d('12345'))).toEqual(won(3));
    expect(outcome('SSC_ANY3_DIRECT', selection, d('12345'))).toEqual(won(1));
    expect(outcome('SSC_ANY3_DIRECT', selection, d('12349'))).toEqual(won(0));
    expect(outcome('SSC_ANY2_DIRECT', selection, d('12349'))).toEqual(won(1));
  });

  it('fixed position pays each matching position, at-least-one each picked digit once', () => {
    expect(outcome('SSC_FIXED_POSITION', [d('12'), [], ['3'], [], ['0']], d('12345'))).toEqual(won(2));
    // 1 shows twice but is one bet, paid once; 9 does not show.
    expect(outcome('SSC_AT_LEAST_ONE', [d('159')], d('11235'))).toEqual(won(2));
  });

  it('ball big/small (5-9 big) and odd/even', () => {
    const selection = [['BIG', 'ODD'], ['SMALL', 'EVEN'], ['BIG'], ['SMALL'], ['ODD']];
    expect(outcome('SSC_BALL_BSOE', selection, d('74450'))).toEqual(hits({ BIG: 1, SMALL: 1, ODD: 1, EVEN: 1 }));
    expect(outcome('SSC_BALL_BSOE', [[], [], ['BIG', 'SMALL'], [], []], d('00500'))).toEqual(hits({ BIG: 1 }));
  });

  it('sum big from 23, and its odd/even', () => {
    const all = [['BIG', 'SMALL', 'ODD', 'EVEN']];
    expect(outcome('SSC_SUM_BSOE', all, d('99500'))).toEqual(hits({ BIG: 1, ODD: 1 }));
    expect(outcome('SSC_SUM_BSOE', all, d('99400'))).toEqual(hits({ SMALL: 1, EVEN: 1 }));
  });

  it('dragon/tiger compare ball 1 with ball 5; a tie is a loss for both, not a push', () => {
    const all = [['DRAGON', 'TIGER', 'TIE']];
    expect(outcome('SSC_DRAGON_TIGER', all, d('50003'))).toEqual(hits({ DRAGON: 1 }));
    expect(outcome('SSC_DRAGON_TIGER', all, d('30005'))).toEqual(hits({ TIGER: 1 }));
    expect(outcome('SSC_DRAGON_TIGER', all, d('49994'))).toEqual(hits({ TIE: 1 }));
    expect(outcome('SSC_DRAGON_TIGER', [['DRAGON', 'TIGER']], d('49994'))).toEqual(hits({}));
  });
});
