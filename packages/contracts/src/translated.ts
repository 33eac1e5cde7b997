import { z } from 'zod';
import type { Language } from './languages.js';
import { languageSchema } from './locale.js';

/**
 * A text an operator writes for members (a channel's name, a VIP level, a reward's unit, a promotion's
 * title...), one entry per language it has been written in. Any of the five languages, at least one.
 */
export const translatedTextSchema = (max: number) =>
  z
    .partialRecord(languageSchema, z.string().trim().min(1).max(max))
    .refine((texts) => Object.keys(texts).length > 0, 'at least one language');
export type TranslatedText = Partial<Record<Language, string>>;
