import { describe, expect, it } from 'vitest';
import { fraction } from '../src/fraction.js';
import { optionRates, playById } from '../src/index.js';
import { contextOf } from './support/context.js';
import { balls, hits, outcome, won } from './support/settle.js';

const b = balls;
/** Regular numbers 01 13 25 37 02 03, special 49. */
const draw = b('01 13 25 37 02 03 49');
/** Regular numbers that none of the specials below repeat. */
const withSpecial = (special: string) => [...b('05 06 07 08 09 10'), special];

describe('LHC plays on hand-made draws', () => {
  it('special number looks at the 7th number only, regular number at the first six', () => {
    expect(outcome('LHC_SPECIAL_NUMBER', [b('49 01')], draw)).toEqual(won(1));
    expect(outcome('LHC_SPECIAL_NUMBER', [b('01')], draw)).toEqual(won(0));
    expect(outcome('LHC_REGULAR_NUMBER', [b('01 49 02')], draw)).toEqual(won(2));
  });

  it('2-all-hit and 3-all-hit pay every set of picks all among the six regular numbers', () => {
    expect(outcome('LHC_TWO_ALL_HIT', [b('01 13 49')], draw)).toEqual(won(1));
    expect(outcome('LHC_TWO_ALL_HIT', [b('01 13 25 02')], draw)).toEqual(won(6));
    expect(outcome('LHC_THREE_ALL_HIT', [b('01 13 25 30')], draw)).toEqual(won(1));
    expect(outcome('LHC_THREE_ALL_HIT', [b('01 13 30 49')], draw)).toEqual(won(0));
  });

  it('special big (25-48) / small (1-24) / odd / even, a special 49 pushes every option', () => {
    const all = [['BIG', 'SMALL', 'ODD', 'EVEN']];
    expect(outcome('LHC_SPECIAL_BSOE', all, draw)).toEqual(hits({}, 4));
    expect(outcome('LHC_SPECIAL_BSOE', all, withSpecial('25'))).toEqual(hits({ BIG: 1, ODD: 1 }));
    expect(outcome('LHC_SPECIAL_BSOE', all, withSpecial('24'))).toEqual(hits({ SMALL: 1, EVEN: 1 }));
    expect(outcome('LHC_SPECIAL_BSOE', all, withSpecial('48'))).toEqual(hits({ BIG: 1, EVEN: 1 }));
  });

  it('colour wave', () => {
    const all = [['RED', 'BLUE', 'GREEN']];
    expect(outcome('LHC_COLOR_WAVE', all, draw)).toEqual(hits({ GREEN: 1 }));
    expect(outcome('LHC_COLOR_WAVE', all, withSpecial('46'))).toEqual(hits({ RED: 1 }));
    expect(outcome('LHC_COLOR_WAVE', all, withSpecial('48'))).toEqual(hits({ BLUE: 1 }));
  });

  it('zodiac: 1 is the lunar year animal, then backwards; 49 is an ordinary number', () => {
    const dragonYear = contextOf('LHC', null, '2024-06-01');
    expect(outcome('LHC_SPECIAL_ZODIAC', [['DRAGON']], draw, dragonYear)).toEqual(hits({ DRAGON: 1 }));
    expect(outcome('LHC_SPECIAL_ZODIAC', [['RABBIT']], withSpecial('02'), dragonYear)).toEqual(hits({ RABBIT: 1 }));
    expect(outcome('LHC_SPECIAL_ZODIAC', [['SNAKE']], withSpecial('12'), dragonYear)).toEqual(hits({ SNAKE: 1 }));
  });

  it('zodiac: the same number changes animal at Lunar New Year (2025-01-29), and so do the rates', () => {
    const special01 = b('13 25 37 02 03 04 01');
    const eve = contextOf('LHC', null, '2025-01-28');
    const newYear = contextOf('LHC', null, '2025-01-29');
    const both = [['DRAGON', 'SNAKE']];
    expect(outcome('LHC_SPECIAL_ZODIAC', both, special01, eve)).toEqual(hits({ DRAGON: 1 }));
    expect(outcome('LHC_SPECIAL_ZODIAC', both, special01, newYear)).toEqual(hits({ SNAKE: 1 }));
    const zodiac = playById('LHC_SPECIAL_ZODIAC')!;
    expect(optionRates(zodiac, 'DRAGON', eve).hitRate).toEqual(fraction(5, 49));
    expect(optionRates(zodiac, 'DRAGON', newYear).hitRate).toEqual(fraction(4, 49));
    expect(optionRates(zodiac, 'SNAKE', newYear).hitRate).toEqual(fraction(5, 49));
    // 2023-01-22 began a rabbit year: the day before was still the tiger's.
    expect(
      outcome('LHC_SPECIAL_ZODIAC', [['TIGER', 'RABBIT']], special01, contextOf('LHC', null, '2023-01-21')),
    ).toEqual(hits({ TIGER: 1 }));
    expect(
      outcome('LHC_SPECIAL_ZODIAC', [['TIGER', 'RABBIT']], special01, contextOf('LHC', null, '2023-01-22')),
    ).toEqual(hits({ RABBIT: 1 }));
  });

  it('refuses a draw date outside the Lunar New Year table or not a date', () => {
    expect(() => outcome('LHC_SPECIAL_ZODIAC', [['RAT']], draw, contextOf('LHC', null, '1999-06-01'))).toThrow(
      RangeError,
    );
    expect(() => outcome('LHC_SPECIAL_ZODIAC', [['RAT']], draw, contextOf('LHC', null, '2024/06/01'))).toThrow(
      RangeError,
    );
  });
});
