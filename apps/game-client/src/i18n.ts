import type { Language } from '@portal/contracts';
import { en, type MessageKey } from './locales/en';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { pt } from './locales/pt';
import { ty } from './locales/ty';

export type { MessageKey };

const dictionaries: Record<Language, Record<MessageKey, string>> = { EN: en, TY: ty, JA: ja, KO: ko, PT: pt };
const htmlLanguage: Record<Language, string> = { EN: 'en', TY: 'vi', JA: 'ja', KO: 'ko', PT: 'pt' };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dictionary = dictionaries[language];
  return (key, values = {}) =>
    dictionary[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export const htmlLangOf = (language: Language) => htmlLanguage[language];

/** The message of a refusal code; codes without their own message get the general one. */
export function errorKey(code: string): MessageKey {
  const key = `error.${code}` as MessageKey;
  return key in en ? key : 'error.other';
}
