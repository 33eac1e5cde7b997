import { describe, expect, it } from 'vitest';
import { balls, hits, outcome, won } from './support/settle.js';

const b = balls;
/** Sum 71. */
const draw = b('01 20 05 11 10 02 03 19');

describe('LF (Lucky Farm) plays on hand-made draws', () => {
  it('ball pick pays each position showing a picked number', () => {
    expect(outcome('LF_BALL_PICK', [b('01'), [], [], [], [], [], [], b('19 20')], draw)).toEqual(won(2));
    expect(outcome('LF_BALL_PICK', [b('20'), [], [], [], [], [], [], []], draw)).toEqual(won(0));
  });

  it('ball big (11 and up) / small and odd / even', () => {
    const all = ['BIG', 'SMALL', 'ODD', 'EVEN'];
    // 20: big, even. 11: big, odd. 10: small, even.
    expect(outcome('LF_BALL_BSOE', [[], all, [], all, all, [], [], []], draw)).toEqual(
      hits({ BIG: 2, SMALL: 1, ODD: 1, EVEN: 2 }),
    );
  });

  it('sum 85-132 big, 36-83 small, 84 pushes big/small', () => {
    const all = [['BIG', 'SMALL', 'ODD', 'EVEN']];
    expect(outcome('LF_SUM_BSOE', all, draw)).toEqual(hits({ SMALL: 1, ODD: 1 }));
    expect(outcome('LF_SUM_BSOE', all, b('20 19 18 17 01 02 03 04'))).toEqual(hits({ EVEN: 1 }, 2));
    expect(outcome('LF_SUM_BSOE', all, b('20 19 18 17 01 02 03 05'))).toEqual(hits({ BIG: 1, ODD: 1 }));
    expect(outcome('LF_SUM_BSOE', all, b('20 19 18 16 01 02 03 04'))).toEqual(hits({ SMALL: 1, ODD: 1 }));
  });

  it('dragon/tiger compare ball 1 with ball 8', () => {
    expect(outcome('LF_DRAGON_TIGER', [['DRAGON', 'TIGER']], draw)).toEqual(hits({ TIGER: 1 }));
    expect(outcome('LF_DRAGON_TIGER', [['DRAGON', 'TIGER']], b('19 20 05 11 10 02 03 01'))).toEqual(
      hits({ DRAGON: 1 }),
    );
  });
});
