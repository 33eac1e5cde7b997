import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { GameDatabase } from './client.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the game server's committed migrations (its own, in its own database); safe at every start. */
export async function migrateGameDatabase(db: GameDatabase): Promise<void> {
  await migrate(db, { migrationsFolder });
}
