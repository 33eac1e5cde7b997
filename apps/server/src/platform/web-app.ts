import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FirstScreen } from '@portal/contracts';
import { firstScreenElementId } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiCall } from './api-paths.js';
import { sendFailure } from './errors.js';
import { appModulesElementId, bootScriptPath, withFirstScreenMarkup } from './first-screen-page.js';
import type { PageAssets } from './page-assets.js';

/** What a page carries for its first screen: the JSON block's data and what to fetch at once. */
export interface FirstScreenHead {
  data: FirstScreen;
  /** The first home banner: the largest thing on the home page's first screen. */
  leadImage: string | null;
  /** The home page's code and styles and the messages of its language, fetched with the page's own scripts. */
  scripts: string[];
  styles: string[];
  /** The first screen as markup (firstScreenMarkup), painted before the app's code is fetched; null: the boot screen. */
  markup: string | null;
  /** The app's entry module and its imports (from the build's manifest), which a page with markup starts late. */
  entry: PageAssets['entry'];
}

// A missing built file (an old hashed name after a deploy) is a 404, never the page: a browser would
// run or style the page's HTML as the file it asked for (issue 22, 28).
const nonPagePrefixes = ['/docs', '/healthz', '/readyz', '/assets/', '/console/assets/'];
const gzipAsync = promisify(gzip);

function isPagePath(url: string): boolean {
  return !isApiCall(url) && !nonPagePrefixes.some((prefix) => url.startsWith(prefix));
}

/** JSON inside a `<script>` element: `<` escaped, so no text in the data can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
/** Text and attribute values in markup: nothing a site wrote can open or close an element. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with the first screen's data and its lead image written into its head. With markup (the home page's
 * first screen), the markup stands in for the boot screen, the page's styles apply at once, and the app's modules
 * move into a list that boot.js starts once that first screen is painted: the stylesheets and the lead banner then
 * have the connection to themselves, and the page shows before the code that replaces it has even arrived.
 */
export function pageWithFirstScreen(indexHtml: string, head: FirstScreenHead | null): string {
  if (!head) return indexHtml;
  const written = head.markup ? withFirstScreenMarkup(indexHtml, head.markup, head.entry, head.scripts) : null;
  const html = written?.html ?? indexHtml;
  const image = head.leadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high">`
    : '';
  // crossorigin as on the module scripts and on the stylesheets Vite adds for a chunk, so the browser
  // uses what it preloaded (or, with markup, what it applied) rather than fetching it again.
  const styles = head.styles.map((href) =>
    written
      ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`
      : `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
  );
  const scripts = written
    ? [
        `<script type="application/json" id="${appModulesElementId}">${scriptJson(written.modules)}</script>`,
        `<script src="${bootScriptPath}" defer></script>`,
      ]
    : head.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  const data = `<script type="application/json" id="${firstScreenElementId}">${scriptJson(head.data)}</script>`;
  // A function, not a string: a replacement string would read `$&` or `$'` in the data as patterns.
  return html.replace('</head>', () => `${image}${styles.join('')}${scripts.join('')}${data}</head>`);
}

export type FirstScreenSource = (request: FastifyRequest) => Promise<FirstScreenHead | null>;

async function sendPage(request: FastifyRequest, reply: FastifyReply, indexHtml: string, source?: FirstScreenSource) {
  let head: FirstScreenHead | null = null;
  try {
    head = source ? await source(request) : null;
  } catch (error) {
    // The page still works without it: the browser then asks the API itself.
    request.log.warn({ err: error }, 'first screen data unavailable');
  }
  const html = pageWithFirstScreen(indexHtml, head);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
  return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(html));
}

/** A built app's files (`prefix` its base), with their cache rules; its index.html, or null when not built. */
async function serveBuild(app: FastifyInstance, dist: string, prefix: string): Promise<string | null> {
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(indexPath)) return null;
  await app.register(fastifyStatic, {
    root: dist,
    prefix,
    // A second build's plugin adds no second `sendFile` to the reply.
    decorateReply: prefix === '/',
    wildcard: false,
    index: false,
    // Our own Cache-Control below, not the plugin's blanket max-age=0.
    cacheControl: false,
    // The builds write .br and .gz copies of their text files: sent to browsers that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite names assets by content hash, so they never change; the page itself must be re-read.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same path answers in Brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return readFileSync(indexPath, 'utf8');
}

const isConsolePath = (url: string) => url === '/console' || url.startsWith('/console/') || url.startsWith('/console?');

/**
 * Serves the built web app. Any other GET that wants a page gets `index.html`, with the first
 * screen's data written in when a source is given, so a reload on a client route such as `/member`
 * works; unknown API paths get the 404 envelope. The operator console (issue 25), a build of its own, answers
 * under /console: its files, and its page for any /console path.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  source?: FirstScreenSource,
  consoleDist?: string,
) {
  const indexHtml = await serveBuild(app, webDist, '/');
  const consoleHtml = consoleDist ? await serveBuild(app, consoleDist, '/console/') : null;
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && isPagePath(request.url);
    if (consoleHtml !== null && wantsPage && isConsolePath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(consoleHtml);
    }
    if (indexHtml !== null && wantsPage) return sendPage(request, reply, indexHtml, source);
    return sendFailure(reply, 'NOT_FOUND', `no route for ${request.method} ${request.url.split('?')[0]}`);
  });
}
