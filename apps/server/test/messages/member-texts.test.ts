import { type Language, languageCodes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { memberTexts } from '../../src/modules/messages/member-texts.js';

/** A text tree with each text replaced by the placeholders it fills, sorted: what every language must share. */
function shapeOf(tree: unknown): unknown {
  if (typeof tree === 'string') return [...tree.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  return Object.fromEntries(Object.entries(tree as object).map(([key, value]) => [key, shapeOf(value)]));
}

const english = memberTexts('EN');
const others = languageCodes.filter((language): language is Exclude<Language, 'EN'> => language !== 'EN');

describe.each(others)('member texts in %s', (language) => {
  const texts = memberTexts(language);

  it('has every key of English and no other, each with the same placeholders', () => {
    expect(shapeOf(texts)).toEqual(shapeOf(english));
  });

  it('is its own file, not the English one', () => {
    expect(texts).not.toBe(english);
    expect(texts.money.deposit_credited.title).not.toBe(english.money.deposit_credited.title);
  });
});

it('fails a language that misses a key', () => {
  const { vip: _dropped, ...missing } = memberTexts('JA');
  expect(shapeOf(missing)).not.toEqual(shapeOf(english));
});
