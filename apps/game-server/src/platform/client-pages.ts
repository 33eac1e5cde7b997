import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The game client: its hashed assets under /client/ (cached for a year), and its page at /play/<game> for every
 * title (the page reads its session from the URL). The page may be framed only by the operator's origins, and
 * loads nothing from anywhere else.
 */
export async function registerClientPages(app: FastifyInstance, dist: string, frameAncestors?: string) {
  const page = path.join(dist, 'index.html');
  if (!existsSync(page)) {
    app.log.warn({ dist }, 'the game client is not built (npm run build -w apps/game-client): /play answers 503');
  }
  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: '/client/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  const policy = [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "style-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors ?? '*'}`,
  ].join('; ');
  let html: string | null = null;
  app.get('/play/:game', async (_request, reply) => {
    html ??= existsSync(page) ? readFileSync(page, 'utf8') : null;
    if (html === null)
      return reply.status(503).send({ code: 'CLIENT_NOT_BUILT', message: 'the game client is not built' });
    return reply
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
