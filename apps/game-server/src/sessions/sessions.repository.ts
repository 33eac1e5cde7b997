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

/** The ids of the sessions whose rounds share an owner with this one (the same player and mode; a visitor's own). */
export async function sameOwnerSessionIds(db: GameDatabase, session: GameSessionRow): Promise<bigint[]> {
  if (session.playerId === null) return [session.id];
  const rows = await db
    .select({ id: gameSessions.id })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.operatorCode, session.operatorCode),
        eq(gameSessions.siteCode, session.siteCode),
        eq(gameSessions.playerId, session.playerId),
        eq(gameSessions.mode, session.mode),
      ),
    );
  return rows.map((row) => row.id);
}
