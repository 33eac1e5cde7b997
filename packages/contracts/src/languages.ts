// No zod here: the web's first load names the languages without the schemas (issue 23); locale.ts has
// `languageSchema`.

/** SPEC §1/§9: EN plus the site's second language slot TY (Vietnamese here), JA, KO and PT. */
export const languageCodes = ['EN', 'TY', 'JA', 'KO', 'PT'] as const;
export type Language = (typeof languageCodes)[number];

/** Whether a value names a language slot, as `languageSchema` (locale.ts) passes it. */
export function isLanguage(value: unknown): value is Language {
  return (languageCodes as readonly unknown[]).includes(value);
}

/** BCP 47 tag used for number and date formatting of each language slot. */
export const languageTags: Record<Language, string> = {
  EN: 'en-US',
  TY: 'vi-VN',
  JA: 'ja-JP',
  KO: 'ko-KR',
  PT: 'pt-BR',
};

/** Name of each language in itself, for the language selector. */
export const languageNames: Record<Language, string> = {
  EN: 'English',
  TY: 'Tiếng Việt',
  JA: '日本語',
  KO: '한국어',
  PT: 'Português',
};

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
