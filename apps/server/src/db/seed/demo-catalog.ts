import type { Database } from '../client.js';

/** The demo catalog: vendors and games of real size (games issue). */
export async function seedDemoCatalog(_db: Database, _siteCode: string): Promise<void> {}
