import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import pt from './pt.json';
import ty from './ty.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en);

describe.each([
  ['ty', ty],
  ['ja', ja],
  ['ko', ko],
  ['pt', pt],
])('locale %s', (_name, messages) => {
  const translated = flatten(messages);

  it('has exactly the keys of en.json', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of every message', () => {
    for (const [key, text] of english) expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('is translated, not an English copy', () => {
    // Strings made only of placeholders and punctuation may coincide; words may not.
    const words = (text: string) => /[a-z]{3,}/i.test(text.replace(/\{\{\w+\}\}/g, ''));
    const same = [...english].filter(([key, text]) => translated.get(key) === text && words(text));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
