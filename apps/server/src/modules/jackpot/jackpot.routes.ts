import { jackpotPaths, jackpotResponses, jackpotSettingsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { SocketCounts } from '../../platform/open-counts.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { jackpotOf, runningTerms, saveSettings, settingsOf } from './jackpot.service.js';
import type { JackpotFeed } from './jackpot-feed.js';
import type { JackpotTermsCache } from './jackpot-terms.js';

/** Streams an instance holds open at most, and per address: each is one open response and a share of a read. */
const maxWatchers = 10_000;
const maxWatchersPerAddress = 16;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;

/** The site's jackpot: public pool and live stream (the ticker), the operator's terms. */
export function jackpotRoutes(db: Database, feed: JackpotFeed, terms: JackpotTermsCache): FastifyPluginAsyncZod {
  const perAddress = new SocketCounts(maxWatchersPerAddress);
  const open = new Set<{ end(): void }>();
  return async (app) => {
    // A stream never ends by itself: closing the instance ends them, or the server would wait for them forever.
    app.addHook('preClose', (done) => {
      for (const stream of open) stream.end();
      feed.stop();
      done();
    });
    app.get(
      jackpotPaths.pool,
      {
        schema: portalSchema({
          tags: ['content'],
          summary: "The site's progressive jackpot: the pool now, its published terms and its last win",
          description:
            'A real-money slot bet puts shareBp / 10000 of its stake in the pool and wins it with probability ' +
            'stake / stakePerWin; the win is paid to the wallet and the pool starts again from seed. 404 when the ' +
            'site runs no jackpot (or its operator paused it).',
          success: jackpotResponses.pool,
        }),
      },
      async (request) => ok(await jackpotOf(db, request.site, request.language)),
    );

    app.get(
      jackpotPaths.live,
      {
        schema: {
          tags: ['content'],
          summary: 'The jackpot pool as server-sent events (text/event-stream)',
          description:
            "Each event's data is JSON {amount, lastWin}: sent when the stream opens, then whenever the pool " +
            'changed (read every 2 s, and at once when it is won). 404 when the site runs no jackpot, 503 when the ' +
            'instance holds too many streams.',
        },
      },
      async (request, reply) => {
        // Only whether it runs: the pool itself is the stream's first event (the feed reads it once).
        await runningTerms(db, request.site.id);
        const release = feed.watching < maxWatchers ? perAddress.admit(request.ip) : null;
        if (!release)
          throw new AppError('SERVICE_UNAVAILABLE', { message: 'too many jackpot streams; try again later' });
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          // A stream's connection is never used again: once it ends (the browser left, the instance closes), the
          // socket goes with it instead of waiting out the keep-alive time.
          connection: 'close',
        });
        // A pool read in flight when the browser left still answers: it is dropped, not written to a closed socket.
        const send = (text: string) => {
          if (!reply.raw.destroyed) reply.raw.write(text);
        };
        const stop = await feed.watch(request.site.id, request.language, (live) => {
          send(`data: ${JSON.stringify(live)}\n\n`);
        });
        open.add(reply.raw);
        const keepAlive = setInterval(() => send(': keep-alive\n\n'), keepAliveMs);
        reply.raw.once('close', () => {
          open.delete(reply.raw);
          stop();
          clearInterval(keepAlive);
          release();
        });
      },
    );

    app.get(
      jackpotPaths.settings,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The site's jackpot terms, its pool and how many times it was won",
          success: jackpotResponses.settings,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await settingsOf(db, request.site)),
    );

    app.put(
      jackpotPaths.settings,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Sets the site's jackpot terms; the first time the pool opens with its seed",
          success: jackpotResponses.settings,
          failures: [401, 403],
          body: jackpotSettingsSchema,
        }),
      },
      async (request) => {
        await saveSettings(db, request.site.id, request.site.brand.currency.code, request.body);
        terms.forget(request.site.id);
        return ok(await settingsOf(db, request.site));
      },
    );
  };
}
