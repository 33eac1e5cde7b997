import type { GameDatabase } from '../db/client.js';
import { gameSessions } from '../db/schema.js';

export type NewGameSession = typeof gameSessions.$inferInsert;

/** Records a session the operator opened. */
export async function insertGameSession(db: GameDatabase, session: NewGameSession): Promise<void> {
  await db.insert(gameSessions).values(session);
}
