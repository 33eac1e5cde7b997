import type { Language } from '@portal/contracts';
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ty from './locales/ty.json' with { type: 'json' };

/**
 * The texts the server writes to members (inbox messages), one JSON file per language in `locales/`
 * as the web keeps its own; English is the shape every other language must have (the type checks it
 * here, `test/messages/member-texts.test.ts` checks the keys and placeholders both ways).
 */
export type MemberTexts = typeof en;

const texts: Record<Language, MemberTexts> = { EN: en, TY: ty, JA: ja, KO: ko, PT: pt };

/** The member texts of a language (English for a language the server does not know). */
export function memberTexts(language: Language): MemberTexts {
  return texts[language] ?? texts.EN;
}
