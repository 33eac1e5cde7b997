import { fairnessQuerySchema, gameClientPaths, type RoundRecord, roundHistorySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameDatabase } from '../db/client.js';
import { sameOwnerSessionIds } from '../sessions/sessions.repository.js';
import { playingSession } from '../sessions/sessions.service.js';
import { recentRounds } from './rounds.repository.js';

const historySize = 20;

/** A house round's record (rounds.outcome of house-rounds.service): what recomputes it; null for a slot's. */
function houseRecordOf(outcome: unknown): RoundRecord['house'] {
  const kept = outcome as Partial<NonNullable<RoundRecord['house']>>;
  if (typeof kept.game !== 'string' || !kept.wagers || !kept.taken) return null;
  return { game: kept.game, wagers: kept.wagers, taken: kept.taken, state: kept.state };
}

/** A fishing batch's record (rounds.outcome of fishing-seat.ts); null for other games. */
function fishingRecordOf(outcome: unknown): RoundRecord['fishing'] {
  const kept = outcome as Partial<NonNullable<RoundRecord['fishing']>>;
  return typeof kept.kind === 'string' && Array.isArray(kept.shots) ? { kind: kept.kind, shots: kept.shots } : null;
}

/** What a slot round keeps of its draws: the spin's stops, and every stop with its strip's length when it drew more. */
interface SlotOutcome {
  stops?: number[];
  draws?: number[];
  drawLengths?: number[];
}

const drawsOf = (outcome: SlotOutcome) => ({
  stops: outcome.draws ?? outcome.stops ?? null,
  drawLengths: outcome.drawLengths ?? null,
});

/** The player's last rounds, for the game client's history and its "verify" view. */
export function roundRoutes(db: GameDatabase, now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      gameClientPaths.rounds,
      { schema: { querystring: fairnessQuerySchema, response: { 200: roundHistorySchema } } },
      async (request) => {
        const session = await playingSession(db, request.query.session, now());
        const rows = await recentRounds(db, await sameOwnerSessionIds(db, session), historySize);
        const items: RoundRecord[] = rows.map((row) => ({
          roundId: row.publicId,
          gameCode: row.gameCode,
          bet: String(row.bet),
          win: String(row.win),
          ...drawsOf(row.outcome as SlotOutcome),
          house: houseRecordOf(row.outcome),
          fishing: fishingRecordOf(row.outcome),
          commitment: row.commitment,
          clientSeed: row.clientSeed,
          nonce: row.nonce,
          playedAt: row.createdAt.toISOString(),
        }));
        return { items };
      },
    );
  };
}
