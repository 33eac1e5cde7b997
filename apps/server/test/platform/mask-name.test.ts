import { describe, expect, it } from 'vitest';
import { maskName } from '../../src/platform/mask.js';

describe('the winners board masks names', () => {
  it('keeps two letters at each end of a name, one letter of a short one', () => {
    expect(maskName('player01')).toBe('pl***01');
    expect(maskName('abcde')).toBe('ab***de');
    expect(maskName('abcd')).toBe('a***');
  });
});
