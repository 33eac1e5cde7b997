import { describe, expect, it } from 'vitest';
import { checkSelection, playById, playsOf } from '../src/index.js';
import { allShapes } from './support/context.js';
import { balls, digits, play } from './support/settle.js';

const check = (id: string, selection: readonly (readonly string[])[]) => checkSelection(play(id), selection);
const d = digits;
const b = balls;

describe('checkSelection: problems', () => {
  it('wrong number of areas', () => {
    expect(check('SSC_STAR5_DIRECT', [['1'], ['2'], ['3'], ['4']])).toEqual({ ok: false, problem: 'wrong_areas' });
    expect(check('11X5_ANY2', [])).toEqual({ ok: false, problem: 'wrong_areas' });
  });

  it('too few or too many picks in an area, with the area', () => {
    expect(check('SSC_STAR5_DIRECT', [['1'], ['2'], [], ['4'], ['5']])).toEqual({
      ok: false,
      problem: 'wrong_count',
      area: 2,
    });
    expect(check('11X5_ANY3', [b('01 02')])).toEqual({ ok: false, problem: 'wrong_count', area: 0 });
    expect(check('VN_XIEN2', [Array.from({ length: 11 }, (_, i) => String(i).padStart(2, '0'))])).toEqual({
      ok: false,
      problem: 'wrong_count',
      area: 0,
    });
  });

  it('a value picked twice', () => {
    expect(check('SSC_FRONT3_GROUP6', [d('1231')])).toEqual({ ok: false, problem: 'duplicate', area: 0 });
    expect(check('SSC_BALL_BSOE', [[], ['BIG', 'BIG'], [], [], []])).toEqual({
      ok: false,
      problem: 'duplicate',
      area: 1,
    });
  });

  it('a value the area does not offer', () => {
    expect(check('SSC_FIXED_POSITION', [['10'], [], [], [], []])).toEqual({
      ok: false,
      problem: 'out_of_range',
      area: 0,
    });
    expect(check('11X5_ANY2', [b('01 12')])).toEqual({ ok: false, problem: 'out_of_range', area: 0 });
    expect(check('11X5_ANY2', [['1', '2']])).toEqual({ ok: false, problem: 'out_of_range', area: 0 });
    expect(check('PK10_DRAGON_TIGER', [['TIE'], [], [], [], []])).toEqual({
      ok: false,
      problem: 'out_of_range',
      area: 0,
    });
    expect(check('LHC_SPECIAL_ZODIAC', [['CAT']])).toEqual({ ok: false, problem: 'out_of_range', area: 0 });
  });

  it('a selection that makes no bet', () => {
    expect(check('SSC_ANY2_DIRECT', [d('12'), [], [], [], []])).toEqual({ ok: false, problem: 'wrong_count' });
    expect(check('SSC_FIXED_POSITION', [[], [], [], [], []])).toEqual({ ok: false, problem: 'wrong_count' });
    expect(check('11X5_FRONT2_DIRECT', [b('01'), b('01')])).toEqual({ ok: false, problem: 'wrong_count' });
    expect(
      check(
        'PK10_BALL_BSOE',
        Array.from({ length: 10 }, () => []),
      ),
    ).toEqual({ ok: false, problem: 'wrong_count' });
  });
});

describe('checkSelection: bets of multi-pick selections', () => {
  it.each([
    ['SSC_STAR5_DIRECT', [d('12'), d('123'), ['1'], d('1234'), ['1']], 2 * 3 * 4],
    ['SSC_FRONT3_GROUP3', [d('12345')], 5 * 4],
    ['SSC_BACK3_GROUP6', [d('12345')], 10],
    ['SSC_FRONT2_GROUP', [d('1234')], 6],
    // Pairs of positions: 2x3 + 2x1 + 3x1 (positions 1, 2 and 5 filled).
    ['SSC_ANY2_DIRECT', [d('12'), d('123'), [], [], ['1']], 2 * 3 + 2 + 3],
    ['SSC_FIXED_POSITION', [d('12'), [], d('123'), [], []], 5],
    ['11X5_ANY2', [b('01 02 03 04')], 6],
    ['11X5_ANY7', [b('01 02 03 04 05 06 07 08 09')], 36],
    // Ordered pairs of different numbers: 01-02, 02-01, 03-01, 03-02.
    ['PK10_TOP2_DIRECT', [b('01 02 03'), b('01 02')], 4],
    ['11X5_FRONT3_DIRECT', [b('01 02'), b('01 02'), b('01 02 03')], 2],
    ['LHC_THREE_ALL_HIT', [b('01 02 03 04 05')], 10],
    ['VN_XIEN4', [['00', '11', '22', '33', '44', '55']], 15],
    ['PK10_DRAGON_TIGER', [['DRAGON', 'TIGER'], [], ['TIGER'], [], []], 3],
    ['SEA_BIG', [['0000', '1234']], 2],
  ] as const)('%s', (id, selection, bets) => {
    expect(check(id, selection)).toEqual({ ok: true, bets });
  });
});

describe('the play catalogue', () => {
  it('has unique ids prefixed by their kind, and every shape has plays', () => {
    const all = allShapes.flatMap((shape) => playsOf(shape));
    for (const definition of all) {
      expect(definition.id.startsWith(`${definition.kind}_`)).toBe(true);
      expect(playById(definition.id)).toBe(definition);
    }
    expect(new Set(all.map(({ id }) => id)).size).toBe(new Set(all.map((p) => p)).size);
    for (const shape of allShapes) expect(playsOf(shape).length).toBeGreaterThan(0);
    expect(playById('NO_SUCH_PLAY')).toBeUndefined();
  });

  it('official plays scale with the prize group, the others pay fixed odds', () => {
    for (const definition of allShapes.flatMap((shape) => playsOf(shape))) {
      expect(definition.scaling).toBe(definition.prizeMode === 'LOTT' ? 'group' : 'odds');
    }
  });
});
