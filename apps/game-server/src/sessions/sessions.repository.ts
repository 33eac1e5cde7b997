import { and, eq, gt, sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { gameSessions } from '../db/schema.js';

export type NewGameSession = typeof gameSessions.$inferInsert;

/** Records a session the operator opened. */
export async function insertGameSession(db: GameDatabase, session: NewGameSession): Promise<void> {
  await db.insert(gameSessions).values(session);
}

export type GameSessionRow = typeof gameSessions.$inferSelect;

function prepareFindPlayingSession(db: GameDatabase) {
  return db
    .select()
    .from(gameSessions)
    .where(
      and(eq(gameSessions.tokenHash, sql.placeholder('tokenHash')), gt(gameSessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_playing_session');
}

/** Every game call reads its session first: a named prepared statement per database, built and planned once. */
const findPlayingSessionStatements = new WeakMap<GameDatabase, ReturnType<typeof prepareFindPlayingSession>>();

/** The session a client token opens, while it has not expired. */
export async function findPlayingSession(
  db: GameDatabase,
  tokenHash: Buffer,
  now: Date,
): Promise<GameSessionRow | null> {
  let statement = findPlayingSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindPlayingSession(db);
    findPlayingSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash, now });
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
