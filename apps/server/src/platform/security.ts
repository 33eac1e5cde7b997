import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiCall } from './api-paths.js';

/**
 * A real Content-Security-Policy: scripts, styles, fonts and API calls only from this origin (the
 * web build has no inline script and bundles its fonts); images may also come from the sites'
 * image CDNs over https.
 */
const helmetOptions = (frameOrigins: readonly string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Game clients play in the /seamless page's frame, from the vendors' origins only.
      frameSrc: frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's header set, computed once. The headers never depend on the request, and
 * @fastify/helmet rebuilds them (parsing every CSP directive) on each request, which cost a
 * large share of a small call's time in the bench. `frameOrigins` are the game clients' origins.
 */
export function securityHeaders(frameOrigins: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(frameOrigins))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON calls are never rendered as a page, so they carry the OWASP REST Security set instead of
 * the page set: no framing, no sniffing, HTTPS only, and nothing kept in caches.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/** Pages and assets get the page set, JSON calls the API set. */
export function registerSecurityHeaders(app: FastifyInstance, frameOrigins: readonly string[] = []): void {
  const headers = securityHeaders(frameOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? apiSecurityHeaders : headers);
    done();
  });
}
