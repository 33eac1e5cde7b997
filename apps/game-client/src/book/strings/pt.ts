import type { BookKey } from './en';
import { en } from './en';

export const pt: Record<BookKey, string> = { ...en };
