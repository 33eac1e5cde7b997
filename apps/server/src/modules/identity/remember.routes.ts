import { rememberMeDays, sessionPaths, sessionResponses } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearCookie, readCookie, setCookie } from '../../platform/cookies.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { clientOf } from './client.js';
import type { IdentityDeps } from './deps.js';
import { loginRemembered } from './remember.service.js';

/** Sent only to the session calls that trade or revoke it. */
const cookie = { name: 'portal_remember', path: '/wps/session' } as const;

export const rememberCookieOf = (request: FastifyRequest) => readCookie(request, cookie.name);

export function keepRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  setCookie(request, reply, cookie.name, token, { path: cookie.path, maxAgeSeconds: rememberMeDays * 86_400 });
}

export function dropRememberCookie(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(request, reply, cookie.name, cookie.path);
}

export function rememberRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      sessionPaths.loginRemembered,
      {
        schema: portalSchema({
          tags: ['session'],
          summary: 'Sign in with the remember-me cookie; answers a new session and sets a new cookie',
          description:
            'The cookie is single use: each trade replaces it, keeping the expiry of the sign-in that set it.',
          success: sessionResponses.login,
          failures: [401, 403],
        }),
      },
      async (request, reply) => {
        try {
          const { login, token } = await loginRemembered(
            deps,
            request.site,
            rememberCookieOf(request),
            clientOf(request),
          );
          keepRememberCookie(request, reply, token);
          return ok(login);
        } catch (error) {
          // Whatever was refused, the cookie is of no more use: the browser forgets it.
          dropRememberCookie(request, reply);
          throw error;
        }
      },
    );
  };
}
