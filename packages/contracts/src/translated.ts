import { z } from 'zod';
import { type Language, languageCodes, languageSchema } from './locale.js';

/**
 * A text an operator writes for members (a channel's name, a VIP level, a reward's unit, a promotion's
 * title...), one entry per language it has been written in. Any of the five languages, at least one.
 */
export const translatedTextSchema = (max: number) =>
  z
    .partialRecord(languageSchema, z.string().trim().min(1).max(max))
    .refine((texts) => Object.keys(texts).length > 0, 'at least one language');
export type TranslatedText = Partial<Record<Language, string>>;

/**
 * The one fallback rule for operator texts (issue 22 #26): the language asked for, else the site's
 * default language, else English, else any language the text has, else `otherwise`.
 */
export function pickTranslation(
  texts: Readonly<Record<string, string>> | null | undefined,
  language: Language,
  siteDefault: Language,
  otherwise = '',
): string {
  if (!texts) return otherwise;
  for (const code of [language, siteDefault, 'EN']) {
    const text = texts[code];
    if (text) return text;
  }
  return languageCodes.map((code) => texts[code]).find(Boolean) ?? otherwise;
}
