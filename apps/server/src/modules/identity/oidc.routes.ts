import {
  oidcExchangeRequestSchema,
  oidcPaths,
  oidcProviderSchema,
  oidcStartQuerySchema,
  sessionResponses,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { clientOf } from './client.js';
import type { IdentityDeps } from './deps.js';
import { exchangeTicket, finishOidc, startOidc } from './oidc.service.js';

const tags = ['session'];
const params = z.object({ provider: oidcProviderSchema });
const redirect = { 302: z.null() };

/**
 * A browser follows these redirects: a failure lands on the portal's own sign-in page with its code (the
 * dialog says it in the member's language, in the site's look), never on a JSON page (issue 22, 16).
 */
function failurePage(request: FastifyRequest, error: unknown): string {
  const code = error instanceof AppError ? error.code : 'LOGIN_FAILED';
  if (!(error instanceof AppError)) request.log.warn({ err: error }, 'third-party sign-in failed');
  return `/login?oidcError=${encodeURIComponent(code)}`;
}

export function oidcRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      oidcPaths.start,
      {
        schema: {
          tags,
          summary: 'Start third-party sign-in: redirects to the provider',
          params,
          querystring: oidcStartQuerySchema,
          response: redirect,
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        try {
          const url = await startOidc(deps, request.site, request.params.provider, origin, request.query.returnTo);
          return reply.redirect(url.href, 302);
        } catch (error) {
          return reply.redirect(failurePage(request, error), 302);
        }
      },
    );
    app.get(
      oidcPaths.callback,
      {
        schema: {
          tags,
          summary: "The provider's answer: redirects to the portal with a ticket",
          params,
          response: redirect,
        },
      },
      async (request, reply) => {
        const current = new URL(request.url, `${request.protocol}://${request.host}`);
        try {
          return reply.redirect(await finishOidc(deps, request.site, request.params.provider, current), 302);
        } catch (error) {
          return reply.redirect(failurePage(request, error), 302);
        }
      },
    );
    app.post(
      oidcPaths.exchange,
      {
        schema: portalSchema({
          tags,
          summary: 'Trade the third-party sign-in ticket for a session',
          success: sessionResponses.login,
          failures: [401],
          body: oidcExchangeRequestSchema,
        }),
      },
      async (request) => ok(await exchangeTicket(deps, request.site, request.body.ticket, clientOf(request))),
    );
  };
}
