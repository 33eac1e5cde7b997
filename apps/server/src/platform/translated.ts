import { type Language, pickTranslation } from '@portal/contracts';
import type { Site } from './site.types.js';

/** Picks, from a text stored per language, the one a reader of the site in `language` sees. */
export type TextPicker = (texts: Readonly<Record<string, string>> | null | undefined, otherwise?: string) => string;

/**
 * The picker of the site's texts for a reader in `language`, by the contracts' one fallback rule:
 * that language, the site's default, English, any; `otherwise` when the text has none.
 */
export const textPicker =
  (site: Pick<Site, 'brand'>, language: Language): TextPicker =>
  (texts, otherwise) =>
    pickTranslation(texts, language, site.brand.defaultLanguage, otherwise);
