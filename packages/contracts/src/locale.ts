import { z } from 'zod';

/** SPEC §1/§9: EN plus the site's second language slot TY (Vietnamese here), JA, KO and PT. */
export const languageCodes = ['EN', 'TY', 'JA', 'KO', 'PT'] as const;
export const languageSchema = z.enum(languageCodes);
export type Language = z.infer<typeof languageSchema>;

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
