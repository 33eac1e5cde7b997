import {
  operatorPasskeyPaths,
  operatorPasskeyResponses,
  passkeyRegisterRequestSchema,
  passkeySignInRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { OperatorDeps } from './operator.service.js';
import { type PasskeyHost, Passkeys } from './passkeys.service.js';

const tags = ['operator'];

/**
 * The relying party is the host the console is open at (each site has its own), without its port; the origin the
 * browser reports must be that host's, with the scheme the request came by (behind a trusted proxy, its scheme).
 */
export const passkeyHostOf = (request: Pick<FastifyRequest, 'hostname' | 'host' | 'protocol'>): PasskeyHost => ({
  rpId: request.hostname,
  origin: new URL(`${request.protocol}://${request.host}`).origin,
});

export function passkeyRoutes(deps: OperatorDeps, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const passkeys = new Passkeys(deps, clock);
    app.get(
      operatorPasskeyPaths.passkeys,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: "The operator's own passkeys, with the host each signs in at",
          success: operatorPasskeyResponses.list,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await passkeys.list(operatorOf(request))),
    );
    app.post(
      operatorPasskeyPaths.registrationOptions,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: 'Options to make a passkey at this host (navigator.credentials.create); answer within 5 minutes',
          success: operatorPasskeyResponses.creationOptions,
          failures: [401, 403],
        }),
      },
      async (request) =>
        ok(await passkeys.registrationOptions(request.site, operatorOf(request), passkeyHostOf(request))),
    );
    app.post(
      operatorPasskeyPaths.passkeys,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: 'Add the passkey made for the last options (its challenge is taken once; audited)',
          success: operatorPasskeyResponses.passkey,
          failures: [400, 401, 403, 409],
          body: passkeyRegisterRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await passkeys.register(request.site, operatorOf(request), passkeyHostOf(request), request.body, request.ip),
        ),
    );
    app.delete(
      operatorPasskeyPaths.passkey,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: 'Remove one of your own passkeys (audited)',
          success: operatorPasskeyResponses.removed,
          failures: [401, 403, 404],
          params: z.object({ id: z.string().max(20) }),
        }),
      },
      async (request) => ok(await passkeys.remove(request.site, operatorOf(request), request.params.id, request.ip)),
    );
    app.post(
      operatorPasskeyPaths.signInOptions,
      {
        config: { operator: 'second-step' },
        schema: portalSchema({
          tags,
          summary: "Sign-in, second step with a passkey: options for navigator.credentials.get (this host's passkeys)",
          success: operatorPasskeyResponses.requestOptions,
          failures: [400, 401, 403],
        }),
      },
      async (request) => ok(await passkeys.signInOptions(operatorOf(request), passkeyHostOf(request))),
    );
    app.post(
      operatorPasskeyPaths.signIn,
      {
        config: { operator: 'second-step' },
        schema: portalSchema({
          tags,
          summary: 'Sign-in, second step with a passkey: its assertion (challenge taken once, counter only forward)',
          success: operatorPasskeyResponses.signedIn,
          failures: [400, 401, 403, 423],
          body: passkeySignInRequestSchema,
        }),
      },
      async (request) => {
        const { site, body, ip } = request;
        await passkeys.signIn(site, operatorOf(request), passkeyHostOf(request), body.response, ip);
        return ok(null);
      },
    );
  };
}
