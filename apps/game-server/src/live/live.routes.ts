import {
  fairnessQuerySchema,
  liveActedSchema,
  liveActRequestSchema,
  liveBetPlacedSchema,
  liveBetRequestSchema,
  liveHistoryPageSchema,
  liveHistoryQuerySchema,
  liveTableInfoSchema,
  liveTablePaths,
  liveTablesRequestSchema,
  liveTablesSchema,
  liveVendorPaths,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VendorFailure } from '../platform/failures.js';
import { requireOperatorSignature } from '../platform/signed-requests.js';
import type { LiveTables } from './live.service.js';
import type { LiveHub } from './live-hub.js';
import type { LiveSeats } from './live-seats.service.js';

/** Close codes of the table's socket: the session is not one that may sit here. */
export const liveCloseCodes = { sessionInvalid: 4401, notALiveTable: 4404 } as const;

/** The live tables' client calls: the table now, a seat's bets, the history, and the table's socket. */
export function liveRoutes(tables: LiveTables, seats: LiveSeats, hub: LiveHub): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      liveTablePaths.table,
      { schema: { querystring: fairnessQuerySchema, response: { 200: liveTableInfoSchema } } },
      async (request) => tables.info(request.query.session),
    );
    app.post(
      liveTablePaths.bets,
      { schema: { body: liveBetRequestSchema, response: { 200: liveBetPlacedSchema } } },
      async (request) => seats.bet(request.body),
    );
    app.post(
      liveTablePaths.act,
      { schema: { body: liveActRequestSchema, response: { 200: liveActedSchema } } },
      async (request) => seats.act(request.body),
    );
    app.get(
      liveTablePaths.history,
      { schema: { querystring: liveHistoryQuerySchema, response: { 200: liveHistoryPageSchema } } },
      async (request) => tables.history(request.query.session, request.query.before),
    );
    // The socket only listens: bets go by POST, where they get their answer and their errors.
    app.get(liveTablePaths.socket, { websocket: true }, (socket, request) => {
      const token = new URL(request.url, 'http://socket').searchParams.get('session') ?? '';
      socket.on('message', () => {});
      tables
        .seat(token)
        .then(({ session, table }) => hub.join(socket, session.id, table))
        .catch((error: unknown) => {
          const code =
            error instanceof VendorFailure && error.code === 'NOT_A_LIVE_TABLE'
              ? liveCloseCodes.notALiveTable
              : liveCloseCodes.sessionInvalid;
          socket.close(code, error instanceof VendorFailure ? error.code : 'UNAVAILABLE');
        });
    });
  };
}

/** The operator's list of its live tables (GLS2_roomList), signed like the launch. */
export function liveVendorRoutes(tables: LiveTables, operatorCode: string, secret: Buffer): FastifyPluginAsyncZod {
  return async (app) => {
    requireOperatorSignature(app, operatorCode, secret);
    app.post(
      liveVendorPaths.tables,
      { schema: { body: liveTablesRequestSchema, response: { 200: liveTablesSchema } } },
      async (request) => ({ tables: await tables.summaries(request.body.titles) }),
    );
  };
}
