import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { gameSessions, rounds, walletCalls } from '../db/schema.js';

type Reader = Pick<GameDatabase, 'select'>;

/** Real rounds of the operator's sessions played in [from, to), after the cursor (a round's id), in id order. */
export async function reportedRounds(
  db: Reader,
  query: { operatorCode: string; from: Date; to: Date; afterId: bigint; limit: number },
) {
  return db
    .select({
      id: rounds.id,
      publicId: rounds.publicId,
      siteCode: gameSessions.siteCode,
      walletToken: gameSessions.walletToken,
      status: rounds.status,
      bet: rounds.bet,
      win: rounds.win,
      createdAt: rounds.createdAt,
    })
    .from(rounds)
    .innerJoin(gameSessions, eq(gameSessions.id, rounds.sessionId))
    .where(
      and(
        eq(gameSessions.operatorCode, query.operatorCode),
        eq(rounds.mode, 'real'),
        gte(rounds.createdAt, query.from),
        lt(rounds.createdAt, query.to),
        gt(rounds.id, query.afterId),
      ),
    )
    .orderBy(asc(rounds.id))
    .limit(query.limit);
}

/** The wallet calls (wins, rollbacks) of these rounds. */
export async function callsOfRounds(db: Reader, roundIds: bigint[]) {
  if (roundIds.length === 0) return [];
  return db
    .select({
      roundId: walletCalls.roundId,
      transactionId: walletCalls.transactionId,
      kind: walletCalls.kind,
      body: walletCalls.body,
      deliveredAt: walletCalls.deliveredAt,
    })
    .from(walletCalls)
    .where(inArray(walletCalls.roundId, roundIds))
    .orderBy(asc(walletCalls.id));
}
