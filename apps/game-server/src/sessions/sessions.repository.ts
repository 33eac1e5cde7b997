import { and, eq, gt } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { gameSessions } from '../db/schema.js';

export type NewGameSession = typeof gameSessions.$inferInsert;

/** Records a session the operator opened. */
export async function insertGameSession(db: GameDatabase, session: NewGameSession): Promise<void> {
  await db.insert(gameSessions).values(session);
}

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** The session a client token opens, while it has not expired. */
export async function findPlayingSession(
  db: GameDatabase,
  tokenHash: Buffer,
  now: Date,
): Promise<GameSessionRow | null> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.tokenHash, tokenHash), gt(gameSessions.expiresAt, now)));
  return row ?? null;
}
