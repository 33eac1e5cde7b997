import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Executor } from '../../../db/executor.js';
import { gameSessions, games } from '../../../db/schema/index.js';

/** How long a launched game may play: the token dies after this, whatever the portal session does. */
export const gameSessionHours = 4;

export interface NewGameSession {
  tokenHash: string;
  siteId: number;
  memberId: bigint | null;
  gameId: bigint;
  providerCode: string;
  mode: 'real' | 'trial';
}

/**
 * Opens a game session and closes the member's earlier open sessions of the same game, so one
 * launch at a time plays it; the closed ones can still be paid a win or rolled back.
 */
export async function openGameSession(db: Database, session: NewGameSession): Promise<bigint> {
  return db.transaction(async (tx) => {
    if (session.memberId !== null) {
      await tx
        .update(gameSessions)
        .set({ closedAt: sql`now()` })
        .where(
          and(
            eq(gameSessions.memberId, session.memberId),
            eq(gameSessions.gameId, session.gameId),
            isNull(gameSessions.closedAt),
          ),
        );
      // The games module keeps the recent games (its SQL function): a launch moves the game's time every time.
      await tx.execute(sql`SELECT recent_game_played(${session.memberId}, ${session.gameId}, interval '0')`);
    }
    const [opened] = await tx
      .insert(gameSessions)
      .values({ ...session, expiresAt: sql`now() + make_interval(hours => ${gameSessionHours})` })
      .returning({ id: gameSessions.id });
    return opened!.id;
  });
}

/** Closes one session (its vendor never opened it): nothing can be staked on it. */
export async function closeGameSession(db: Executor, sessionId: bigint): Promise<void> {
  await db.update(gameSessions).set({ closedAt: sql`now()` }).where(eq(gameSessions.id, sessionId));
}

export type GameSessionRow = Awaited<ReturnType<typeof findGameSession>>;

/**
 * A session by its token hash with its game, and whether it still plays (open and not expired).
 * Closed and expired sessions are found too: a win or a rollback for them is still accepted.
 */
export async function findGameSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: gameSessions.id,
      siteId: gameSessions.siteId,
      memberId: gameSessions.memberId,
      providerCode: gameSessions.providerCode,
      mode: gameSessions.mode,
      live: sql<boolean>`${gameSessions.closedAt} IS NULL AND ${gameSessions.expiresAt} > now()`,
      gameId: games.id,
      gameCode: games.gameCode,
      gameName: games.gameName,
      names: games.names,
      category: games.category,
      subType: games.subType,
      vendorCode: games.vendorCode,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(eq(gameSessions.tokenHash, tokenHash));
  return row ?? null;
}

/** Closes every open game session of a member (its sign-in ended); wins and rollbacks still land. */
export async function closeMemberGameSessions(db: Executor, memberId: bigint): Promise<number> {
  const closed = await db
    .update(gameSessions)
    .set({ closedAt: sql`now()` })
    .where(and(eq(gameSessions.memberId, memberId), isNull(gameSessions.closedAt)))
    .returning({ id: gameSessions.id });
  return closed.length;
}
