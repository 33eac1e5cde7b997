import {
  type FishingFrame,
  fishingPaths,
  fishingShotSchema,
  fishingTableQuerySchema,
  fishingTableSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VendorFailure } from '../platform/failures.js';
import type { FishingGames } from './fishing.service.js';

export const fishingCloseCodes = { sessionInvalid: 4401, notAFishingGame: 4404, replaced: 4409 } as const;
/** A batch of shots goes to the wallet every second of play. */
export const batchEveryMs = 1000;

/**
 * The fishing games' client calls: the game's table, and the socket shots are fired over. Each seat's batch goes
 * to the wallet every `batchMs` (a second; tests pass their own and flush by hand).
 */
export function fishingRoutes(
  games: FishingGames,
  log: { warn(details: object, message: string): void },
  batchMs = batchEveryMs,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      fishingPaths.table,
      { schema: { querystring: fishingTableQuerySchema, response: { 200: fishingTableSchema } } },
      async (request) => games.table(request.query.session),
    );
    app.get(fishingPaths.socket, { websocket: true }, (socket, request) => {
      const token = new URL(request.url, 'http://socket').searchParams.get('session') ?? '';
      const early: unknown[] = [];
      socket.on('message', (data) => early.push(data));
      games
        .seat(token)
        .then(({ session, seat }) => {
          games.seated.get(session.id)?.socket.close(fishingCloseCodes.replaced, 'REPLACED');
          const send = (frame: FishingFrame | null) => {
            if (frame && socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
          };
          games.seated.set(session.id, { socket, seat, send });
          const timer = setInterval(() => void seat.flush().then(send, () => {}), batchMs);
          timer.unref();
          const heard = (data: unknown) => {
            const shot = fishingShotSchema.safeParse(parseFrame(data));
            if (!shot.success)
              return send({ type: 'refused', id: -1, code: 'VALIDATION_ERROR', message: 'not a shot' });
            void seat.shoot(shot.data).then(send, (error: unknown) => {
              log.warn({ err: error }, 'a fishing shot could not be decided');
              send({ type: 'refused', id: shot.data.id, code: 'UNAVAILABLE', message: 'try again' });
            });
          };
          socket.removeAllListeners('message');
          socket.on('message', heard);
          socket.on('close', () => {
            clearInterval(timer);
            if (games.seated.get(session.id)?.socket === socket) games.seated.delete(session.id);
            void seat.flush().catch(() => {});
          });
          for (const data of early.splice(0)) heard(data);
        })
        .catch((error: unknown) => {
          const code =
            error instanceof VendorFailure && error.code === 'NOT_A_FISHING_GAME'
              ? fishingCloseCodes.notAFishingGame
              : fishingCloseCodes.sessionInvalid;
          socket.close(code, error instanceof VendorFailure ? error.code : 'UNAVAILABLE');
        });
    });
  };
}

function parseFrame(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}
