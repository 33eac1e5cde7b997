import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The game client: its hashed assets under /client/ (cached for a year), and its page at /play/<game> for every
 * title (the page reads its session from the URL, and carries the title's first screen as a JSON data block,
 * which the CSP does not run). The page may be framed only by the operator's origins, and loads nothing from
 * anywhere else.
 */
/** What the page carries for its first screen, from the session of its URL (null: the client asks itself). */
export type FirstScreen = (sessionToken: string) => Promise<unknown | null>;

/** JSON inside a data block: `<` escaped, so no text of it can close the element. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export async function registerClientPages(
  app: FastifyInstance,
  dist: string,
  options: { frameAncestors?: string | undefined; firstScreen?: FirstScreen } = {},
) {
  const { frameAncestors, firstScreen } = options;
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
    // The build writes Brotli and gzip copies (vite-precompress): the one the browser takes, never made per request.
    preCompressed: true,
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
  app.get<{ Querystring: { session?: string } }>('/play/:game', async (request, reply) => {
    html ??= existsSync(page) ? readFileSync(page, 'utf8') : null;
    if (html === null)
      return reply.status(503).send({ code: 'CLIENT_NOT_BUILT', message: 'the game client is not built' });
    // The title travels with the page: the window is drawn without a call after the script (a phone on a slow
    // link saves a round trip). A session that does not play gets the plain page; the client says why.
    const session = request.query.session;
    const screen = session && firstScreen ? await firstScreen(session).catch(() => null) : null;
    const body = screen === null ? html : html.replace('</body>', () => `${dataBlock('first-screen', screen)}</body>`);
    return reply
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
