import { z } from 'zod';
import { languageCodes } from './languages.js';

export const languageSchema = z.enum(languageCodes);
