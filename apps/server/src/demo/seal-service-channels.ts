import { notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serviceChannels, siteCustomerServices } from '../db/schema/index.js';
import type { Secrets } from '../platform/secrets.js';

/**
 * Gives every site that has no sealed customer-service channel yet (CBS_modelList) the channels of its
 * settings, each path sealed with this installation's key; the first seed runs before that key is
 * loaded, hence a step of its own at start. A site that has any sealed channel is left alone.
 */
export async function sealServiceChannels(db: Database, secrets: Secrets): Promise<void> {
  const rows = await db
    .select()
    .from(siteCustomerServices)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(serviceChannels)
          .where(sql`${serviceChannels.siteId} = ${siteCustomerServices.siteId}`),
      ),
    );
  if (rows.length === 0) return;
  await db.insert(serviceChannels).values(
    rows.map((row) => ({
      siteId: row.siteId,
      csType: row.csType,
      title: row.title,
      titles: row.titles,
      pathSealed: secrets.seal(row.path),
      sort: row.sortOrder,
    })),
  );
}
