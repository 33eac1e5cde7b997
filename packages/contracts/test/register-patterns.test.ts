import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPattern, type RegisterPatternId, registerPatternIds } from '../src/register-patterns.js';

const rule = (patternId: RegisterPatternId, minLength = 1, maxLength = 50) => ({ patternId, minLength, maxLength });

// For each pattern of SPEC §5: values it must take and values it must refuse.
const cases: Record<RegisterPatternId, { pass: string[]; fail: string[] }> = {
  '1': { pass: ['anything at all!', '中文 123'], fail: [] },
  '2': { pass: ['player1', 'Abc'], fail: ['1player', 'play er', 'play_er'] },
  '3': { pass: ['中文123', '汉字'], fail: ['abc', '中文 12'] },
  '4': { pass: ['ann@example.com', 'a.b+c@mail.co'], fail: ['ann@', 'ann.example.com', 'a b@x.com', 'a@b.c'] },
  '5': { pass: ['abc123', 'ABC'], fail: ['abc-123', 'abc 123', 'ça'] },
  '6': { pass: ['abc123', '1a'], fail: ['abcdef', '123456', 'abc 123'] },
  '7': { pass: ['0123456789'], fail: ['12a', '+84', '1 2'] },
  '8': { pass: ['Abc123', 'ABC'], fail: ['abc123', 'Abc-123'] },
  '9': { pass: ['John Smith'], fail: ['John3', 'Jöhn'] },
  '10': { pass: ['no-spaces_here!'], fail: ['has space', 'tab\there'] },
  '11': { pass: ['你好，世界！'], fail: ['hello', '你好 世界'] },
  '12': { pass: ['2000-02-29', '1999-12-31'], fail: ['2000-13-01', '31-12-1999', '2000-1-1'] },
  '13': { pass: ['12-31-1999'], fail: ['1999-12-31', '13-01-2000'] },
  '14': { pass: ['Nguyễn Văn An', 'José María'], fail: ['R2D2', 'Ann-Marie'] },
  '15': { pass: ['홍길동'], fail: ['홍 길동', 'Hong'] },
  '16': { pass: ['สมชาย'], fail: ['สมชาย ใจดี', 'Somchai'] },
  '17': { pass: ['สมชาย Jaidee'], fail: ['สมชาย1'] },
  '18': { pass: ['JOHN SMITH'], fail: ['John Smith'] },
  '19': { pass: ['P@ssw0rd!', 'abc'], fail: ['pass word', 'pässword'] },
  '*': { pass: ['', 'x'], fail: [] },
};

describe('register patterns', () => {
  it('covers the 19 patterns of SPEC §5 and the match-all one', () => {
    expect(registerPatternIds).toHaveLength(20);
    expect(Object.keys(cases).sort()).toEqual([...registerPatternIds].sort());
  });

  it.each(registerPatternIds)('pattern %s takes and refuses the right values', (id) => {
    const { pass, fail } = cases[id];
    for (const value of pass) expect(checkPattern(rule(id, 0), value), value).toBeNull();
    for (const value of fail) expect(checkPattern(rule(id, 0), value), value).not.toBeNull();
  });

  it('reports the message key with min and max', () => {
    expect(checkPattern(rule('2', 6, 16), '1bad')).toEqual({ key: 'reg_pattern_2', min: 6, max: 16 });
  });

  it('counts length in characters, not UTF-16 units', () => {
    // Three astral-plane characters are six UTF-16 units.
    expect(checkPattern(rule('3', 3, 3), '𠜎𠜎𠜎')).toBeNull();
    expect(checkPattern(rule('3', 1, 2), '𠜎𠜎𠜎')).not.toBeNull();
  });

  it('refuses any value outside its length bounds, whatever the pattern', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), fc.nat(20), fc.nat(20), (value, a, b) => {
        const [minLength, maxLength] = a <= b ? [a, b] : [b, a];
        const length = [...value].length;
        const result = checkPattern({ patternId: '1', minLength, maxLength }, value);
        expect(result === null).toBe(length >= minLength && length <= maxLength);
      }),
    );
  });

  it('digits-only accepts exactly strings of digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (value) => {
        expect(checkPattern(rule('7', 1, 12), value) === null).toBe(/^[0-9]{1,12}$/.test(value));
      }),
    );
  });
});
