import { isLanguage, type Language, languageCodes, languageTags } from '@portal/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';

export type Messages = typeof en;

/** i18next works with lower-case codes (`ty.json`); the API and the contracts speak upper case (`TY`). */
const toI18n = (language: Language) => language.toLowerCase();

/**
 * Every language, English too, is its own file fetched on first use: a site in Vietnamese never
 * downloads the English messages, and the first load stays small (issue 5: at most 170 KB of script).
 * All five files carry every key (locales.test.ts), so no language needs another to fall back on.
 */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  EN: () => import('../locales/en.json'),
  TY: () => import('../locales/ty.json'),
  JA: () => import('../locales/ja.json'),
  KO: () => import('../locales/ko.json'),
  PT: () => import('../locales/pt.json'),
};

const storageKey = 'language';

export const i18n = i18next.createInstance();

/** Starts i18next in `language` (else the user's stored choice, else English). */
export async function initI18n(language?: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: languageCodes.map(toI18n),
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  const first = language ?? storedLanguage() ?? 'EN';
  try {
    await changeLanguage(first, false);
  } catch (error) {
    // That language's file did not load: start in English rather than in message keys.
    if (first === 'EN') throw error;
    await changeLanguage('EN', false);
  }
}

/** The language the interface is in now, as the API's `Language` header spells it. */
export function currentLanguage(): Language {
  const language = i18n.language?.toUpperCase();
  return isLanguage(language) ? language : 'EN';
}

/** The user's own choice, if they made one on this browser. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language a site opens in: the user's choice when the site offers it, else the site's default. */
export function pickLanguage(brand: { supportedLanguages: readonly Language[]; defaultLanguage: Language }): Language {
  const stored = storedLanguage();
  return stored && brand.supportedLanguages.includes(stored) ? stored : brand.defaultLanguage;
}

/** Loads the language's messages if needed, switches to it and updates `<html lang>`. */
export async function changeLanguage(language: Language, remember: boolean): Promise<void> {
  const code = toI18n(language);
  if (!i18n.hasResourceBundle(code, 'translation')) {
    const messages = await loaders[language]();
    i18n.addResourceBundle(code, 'translation', messages.default, true, true);
  }
  await i18n.changeLanguage(code);
  document.documentElement.lang = languageTags[language];
  if (remember) {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this page only.
    }
  }
}
