import type { HelpItem, Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { textPicker } from '../../platform/translated.js';
import { liveAnnouncements } from './content.repository.js';

/** The site's live help items (announcements of type H) in their order, in the asked language. */
export async function helpCenterFor(db: Database, site: Site, language: Language): Promise<HelpItem[]> {
  const rows = await liveAnnouncements(db, site.id, ['H']);
  const pick = textPicker(site, language);
  return rows.map((row) => ({
    id: String(row.id),
    title: pick(row.title),
    content: pick(row.content),
    anchor: row.anchor,
  }));
}
