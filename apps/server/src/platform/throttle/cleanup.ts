import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Counters whose window and block ended long ago decide nothing any more (a key that comes back
 * starts afresh anyway): a job removes them so the table stays the size of the live keys. Two days
 * covers the longest window of the rules.
 */
export const throttleCleanupJob = {
  name: 'throttle.cleanup',
  everyMs: 15 * 60_000,
  async run(tx: Pick<Database, 'execute'>): Promise<number> {
    const result = await tx.execute(sql`
      DELETE FROM throttle_counters
      WHERE greatest(window_start, coalesce(blocked_until, window_start)) < now() - interval '2 days'`);
    return result.rowCount ?? 0;
  },
};
