import type { Database } from '../client.js';

/** Demo banners, announcements and jackpot (games issue). */
export async function seedDemoContent(_db: Database, _siteCode: string): Promise<void> {}
