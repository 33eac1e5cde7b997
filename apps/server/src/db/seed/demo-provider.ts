import type { Database } from '../client.js';

/** The built-in provider's vendor and its playable games, offered on the site (games issue). */
export async function seedBuiltinProvider(_db: Database, _siteCode: string): Promise<void> {}
