import { describe, expect, it } from 'vitest';
import { balls, hits, outcome, won } from './support/settle.js';

const b = balls;
const race = b('05 02 10 01 03 04 06 07 08 09');

describe('PK10 plays on hand-made draws', () => {
  it('position pick pays each position showing a picked car', () => {
    const selection = [b('05'), [], [], [], [], [], [], [], [], b('09 01')];
    expect(outcome('PK10_POSITION', selection, race)).toEqual(won(2));
  });

  it('top-2 and top-3 direct need the cars in order', () => {
    expect(outcome('PK10_TOP2_DIRECT', [b('05 02'), b('02 05')], race)).toEqual(won(1));
    expect(outcome('PK10_TOP2_DIRECT', [b('02'), b('05')], race)).toEqual(won(0));
    expect(outcome('PK10_TOP3_DIRECT', [b('05'), b('02'), b('10')], race)).toEqual(won(1));
    expect(outcome('PK10_TOP3_DIRECT', [b('05'), b('02'), b('01')], race)).toEqual(won(0));
  });

  it('position big (6 and up) / small and odd / even', () => {
    const all = ['BIG', 'SMALL', 'ODD', 'EVEN'];
    const selection = [all, [], all, [], [], [], ['BIG'], [], [], []];
    // 05: small, odd. 10: big, even. 06: big.
    expect(outcome('PK10_BALL_BSOE', selection, race)).toEqual(hits({ BIG: 2, SMALL: 1, ODD: 1, EVEN: 1 }));
  });

  it('dragon/tiger on 1v10 ... 5v6', () => {
    const both = ['DRAGON', 'TIGER'];
    // 05 v 09: tiger; 02 v 08: tiger; 10 v 07: dragon; 01 v 06: tiger; 03 v 04: tiger.
    expect(outcome('PK10_DRAGON_TIGER', [both, [], ['DRAGON'], [], ['DRAGON']], race)).toEqual(
      hits({ DRAGON: 1, TIGER: 1 }),
    );
  });

  it('champion + runner-up sum: above 11 big, 11 and below small; and the sum itself', () => {
    const all = [['BIG', 'SMALL', 'ODD', 'EVEN']];
    expect(outcome('PK10_TOP2_SUM_BSOE', all, race)).toEqual(hits({ SMALL: 1, ODD: 1 }));
    expect(outcome('PK10_TOP2_SUM_BSOE', all, b('05 06 10 01 03 04 02 07 08 09'))).toEqual(hits({ SMALL: 1, ODD: 1 }));
    expect(outcome('PK10_TOP2_SUM_BSOE', all, b('05 07 10 01 03 04 02 06 08 09'))).toEqual(hits({ BIG: 1, EVEN: 1 }));
    expect(outcome('PK10_TOP2_SUM_VALUE', [['7', '11', '19']], race)).toEqual(hits({ '7': 1 }));
  });
});
