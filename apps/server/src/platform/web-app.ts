import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiCall } from './api-paths.js';
import { sendFailure } from './errors.js';

const nonPagePrefixes = ['/docs', '/healthz', '/readyz'];

function isPagePath(url: string): boolean {
  return !isApiCall(url) && !nonPagePrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built web app. Any other GET that wants a page gets `index.html`, so a reload on a
 * client route such as `/member` works; unknown API paths get the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Our own Cache-Control below, not the plugin's blanket max-age=0.
      cacheControl: false,
      // The web build writes .br and .gz copies of its text files: sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; the page itself must be re-read.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same path answers in Brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && isPagePath(request.url);
    if (hasBuild && wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return sendFailure(reply, 'NOT_FOUND', `no route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
