import { chatRoomParamsSchema, servicePaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { SocketCounts } from '../../platform/open-counts.js';
import { type ChatDeps, watchRoom } from './chat.service.js';

/** Streams an operator's address may hold open (a console in a few tabs). */
const streamsPerAddress = 12;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;
/**
 * A stream ends after this long and the console opens the next one: so a session that ended (signed out, idle) stops
 * hearing the room within this time, as its next request would be refused.
 */
const streamLifetimeMs = 5 * 60_000;

/**
 * GET servicePaths.operatorStream (issue 25 "Service desk": the staff side in real time): the open room's events as
 * server-sent events. Each event says only that a message was posted (its id): the console then reads the room with
 * its own call, which marks the messages read and keeps their order, so the stream carries no text of its own.
 */
export function operatorChatStreamRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  const perAddress = new SocketCounts(streamsPerAddress);
  const open = new Set<{ end(): void }>();
  return async (app) => {
    // A stream never ends by itself: closing the instance ends them, or the server would wait for them forever.
    app.addHook('preClose', (done) => {
      for (const stream of open) stream.end();
      done();
    });
    app.get(
      servicePaths.operatorStream,
      {
        config: { operator: 'service' },
        schema: {
          tags: ['operator'],
          summary: "A chat room's events as server-sent events (text/event-stream)",
          description:
            '`event: message` with the posted message id as data, whenever a member or an operator writes in the ' +
            'room; `event: resume` when the instance may have missed some (read the room again). The stream ends ' +
            'after five minutes; open the next one. 404 for another site’s room, 503 when this address holds too ' +
            'many streams.',
          params: chatRoomParamsSchema,
        },
      },
      async (request, reply) => {
        const release = perAddress.admit(request.ip);
        if (!release) throw new AppError('SERVICE_UNAVAILABLE', { message: 'too many chat streams; try again later' });
        const send = (text: string) => {
          if (!reply.raw.destroyed) reply.raw.write(text);
        };
        let stop: () => void;
        try {
          stop = await watchRoom(
            deps,
            request.site.id,
            BigInt(request.params.id),
            (id) => send(`event: message\ndata: ${id}\n\n`),
            () => send('event: resume\ndata: \n\n'),
          );
        } catch (error) {
          release();
          throw error;
        }
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'close',
        });
        send(': open\n\n');
        open.add(reply.raw);
        const keepAlive = setInterval(() => send(': keep-alive\n\n'), keepAliveMs);
        const lifetime = setTimeout(() => reply.raw.end(), streamLifetimeMs);
        reply.raw.once('close', () => {
          open.delete(reply.raw);
          stop();
          clearInterval(keepAlive);
          clearTimeout(lifetime);
          release();
        });
      },
    );
  };
}
