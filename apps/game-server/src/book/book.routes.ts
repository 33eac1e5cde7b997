import {
  bookBalanceRequestSchema,
  bookBalanceSchema,
  bookCashOutRequestSchema,
  bookCashOutSchema,
  bookEventQuerySchema,
  bookEventSchema,
  bookEventsQuerySchema,
  bookEventsSchema,
  bookLobbySchema,
  bookMyBetsQuerySchema,
  bookMyBetsSchema,
  bookPaths,
  bookPlacedSchema,
  bookPlaceRequestSchema,
  bookPriceChangesSchema,
  bookSessionQuerySchema,
  bookTicketsRequestSchema,
  bookTicketsSchema,
  bookTransferRequestSchema,
  bookTransferSchema,
  bookTransferStatusRequestSchema,
  bookTransferStatusSchema,
  bookVendorPaths,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import { requireOperatorSignature } from '../platform/signed-requests.js';
import type { BookBets } from './bets.service.js';
import type { BookDesk } from './book.service.js';
import { PriceChanged } from './book-failures.js';
import { cashOut } from './cash-out.js';
import { eventOf, eventsOf } from './events/events.repository.js';
import { ticketsAfter } from './tickets.js';
import type { BookTransfers } from './transfers.js';

/** The sportsbook client's calls: the lobby, events, the slip, the member's bets and cash-out. */
export function bookRoutes(db: GameDatabase, desk: BookDesk, bets: BookBets, now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      bookPaths.lobby,
      { schema: { querystring: bookSessionQuerySchema, response: { 200: bookLobbySchema } } },
      async (request) => desk.lobby(request.query.session),
    );
    app.get(
      bookPaths.events,
      { schema: { querystring: bookEventsQuerySchema, response: { 200: bookEventsSchema } } },
      async (request) => {
        const seat = await desk.seat(request.query.session);
        if (!seat.sports.includes(request.query.sport)) {
          throw new VendorFailure(404, 'SPORT_NOT_OFFERED', 'sport: not offered by this book', 'sport');
        }
        const at = now();
        const events = await eventsOf(db, seat.sports, { ...request.query, now: at });
        return { events, now: at.toISOString() };
      },
    );
    app.get(
      bookPaths.event,
      { schema: { querystring: bookEventQuerySchema, response: { 200: bookEventSchema } } },
      async (request) => {
        const seat = await desk.seat(request.query.session);
        const event = await eventOf(db, BigInt(request.query.id), now());
        if (!event || !seat.sports.includes(event.sport)) {
          throw new VendorFailure(404, 'EVENT_NOT_FOUND', 'id: no such event', 'id');
        }
        return event;
      },
    );
    app.post(
      bookPaths.bets,
      { schema: { body: bookPlaceRequestSchema, response: { 200: bookPlacedSchema, 409: bookPriceChangesSchema } } },
      async (request, reply) => {
        const seat = await desk.seat(request.body.session);
        try {
          return await bets.place(seat, request.body);
        } catch (error) {
          if (!(error instanceof PriceChanged)) throw error;
          return reply.status(409).send({ code: 'PRICE_CHANGED', message: error.message, changes: error.changes });
        }
      },
    );
    app.get(
      bookPaths.myBets,
      { schema: { querystring: bookMyBetsQuerySchema, response: { 200: bookMyBetsSchema } } },
      async (request) => desk.myBets(request.query.session, request.query),
    );
    app.post(
      bookPaths.cashOut,
      { schema: { body: bookCashOutRequestSchema, response: { 200: bookCashOutSchema } } },
      async (request) => cashOut(db, await desk.seat(request.body.session), request.body, now()),
    );
  };
}

/** The operator's calls to the book's wallets (transfers, balances) and its settled tickets, signed. */
export function bookVendorRoutes(
  db: GameDatabase,
  transfers: BookTransfers,
  operatorCode: string,
  secret: Buffer,
): FastifyPluginAsyncZod {
  return async (app) => {
    requireOperatorSignature(app, operatorCode, secret);
    app.post(
      bookVendorPaths.transfers,
      { schema: { body: bookTransferRequestSchema, response: { 200: bookTransferSchema } } },
      async (request) => transfers.transfer(request.body),
    );
    app.post(
      bookVendorPaths.transferStatus,
      { schema: { body: bookTransferStatusRequestSchema, response: { 200: bookTransferStatusSchema } } },
      async (request) => transfers.status(request.body.key),
    );
    app.post(
      bookVendorPaths.balance,
      { schema: { body: bookBalanceRequestSchema, response: { 200: bookBalanceSchema } } },
      async (request) => transfers.balance(request.body),
    );
    app.post(
      bookVendorPaths.tickets,
      { schema: { body: bookTicketsRequestSchema, response: { 200: bookTicketsSchema } } },
      async (request) => ticketsAfter(db, request.body.after, request.body.limit),
    );
  };
}
