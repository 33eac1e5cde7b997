import type { Language } from '@portal/contracts';
import { type BookKey, en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ty } from './ty';

export type { BookKey };

// The sportsbook's texts in the five languages (TY is Vietnamese), one file each, every key in every language.
const dictionaries: Record<Language, Record<BookKey, string>> = { EN: en, TY: ty, JA: ja, KO: ko, PT: pt };

export type BookText = (key: BookKey, values?: Record<string, string | number>) => string;

export function bookText(language: Language): BookText {
  const dictionary = dictionaries[language];
  return (key, values = {}) =>
    dictionary[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The message of a refusal code; a code without its own message gets the general one. */
export function bookErrorKey(code: string): BookKey {
  const key = `error.${code}` as BookKey;
  return key in en ? key : 'error.other';
}
