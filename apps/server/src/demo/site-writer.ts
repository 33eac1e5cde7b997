import type { Database } from '../db/client.js';
import { type SiteDefinition, writeSite } from '../modules/site/site-writer.repository.js';

export type { SiteDefinition, SiteRowInput } from '../modules/site/site-writer.repository.js';

/** Writes a site and its parts in one transaction (the site module's writer); returns the new site's id. */
export function insertSite(db: Database, definition: SiteDefinition): Promise<number> {
  return db.transaction((tx) => writeSite(tx, definition));
}
