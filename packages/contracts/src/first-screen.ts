import { z } from 'zod';
import { announcementsSchema } from './content.js';
import { gameMenuSchema } from './games.js';
import { languageSchema } from './locale.js';
import { permissionSchema, statusSchema } from './system.js';

/**
 * What the server writes into the page it sends (a JSON block, id `first-screen`): the answers the
 * browser would otherwise ask for before it can draw anything, as of the moment the page was sent.
 * The browser checks them with these schemas and falls back to asking when they are missing or bad.
 */
export const firstScreenSchema = z.object({
  status: statusSchema,
  permission: permissionSchema,
  /** The game menus (header categories, footer icons), while the site is open. */
  menus: gameMenuSchema.optional(),
  /** On the home page: announcements V2 (every type, platform W) in the site's default language. */
  announcements: z.object({ language: languageSchema, value: announcementsSchema }).optional(),
});
export type FirstScreen = z.infer<typeof firstScreenSchema>;
