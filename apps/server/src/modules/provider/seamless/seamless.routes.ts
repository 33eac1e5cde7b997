import {
  providerResponses,
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessHeaders,
  seamlessPaths,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
} from '@portal/contracts';
import { signatureMatches } from '@portal/contracts/signature';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { ok, portalSchema } from '../../../platform/route-schema.js';
import type { Secrets } from '../../../platform/secrets.js';
import type { SeamlessWallet } from './seamless.service.js';
import { ProviderSecrets } from './signature.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider whose signature this seamless-wallet request carries. */
    providerCode: string;
  }
}

const tags = ['seamless wallet'];
const headers = z.looseObject({
  [seamlessHeaders.provider]: z.string().describe('The provider code, e.g. game-server'),
  [seamlessHeaders.signature]: z.string().describe('Hex HMAC-SHA256 of the raw body with the provider secret'),
});
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The seamless-wallet API providers call (ARCHITECTURE §5), outside the portal's API scope: no
 * portal headers, no member session; the signature is the credential. Bodies are kept as their raw
 * bytes so the signature is checked over exactly what was sent, and only then parsed and validated.
 * Unsigned, forged or re-signed-for-another-body requests are all SIGNATURE_INVALID, and so is an
 * unknown provider (the answer does not tell which).
 */
export function seamlessRoutes(
  db: Database,
  secrets: Secrets,
  configured: ReadonlyMap<string, Buffer>,
  wallet: SeamlessWallet,
): FastifyPluginAsyncZod {
  const providers = new ProviderSecrets(db, secrets, configured);
  return async (app) => {
    app.decorateRequest('providerCode', '');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.addHook('preValidation', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const code = header(request, seamlessHeaders.provider);
      const secret = /^[a-z0-9_-]{2,40}$/.test(code) ? await providers.secretOf(code) : null;
      if (!secret || !signatureMatches(secret, raw, header(request, seamlessHeaders.signature))) {
        throw new AppError('SIGNATURE_INVALID', { field: `header.${seamlessHeaders.signature}` });
      }
      request.providerCode = code;
      try {
        request.body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_ERROR', { field: 'body', message: 'body: not JSON' });
      }
    });

    const schema = <B extends z.ZodType>(summary: string, body: B) =>
      ({
        ...portalSchema({ tags, summary, success: providerResponses.seamless, failures: [401, 409], body }),
        headers,
      }) as const;

    app.post(
      seamlessPaths.balance,
      { schema: schema('The member balance of a game session', seamlessBalanceRequestSchema) },
      async (request) => ok(await wallet.balance(request.providerCode, request.body)),
    );
    app.post(
      seamlessPaths.bet,
      {
        schema: schema(
          'Debit a stake (idempotent by transactionId; INSUFFICIENT_FUNDS carries params.balance)',
          seamlessBetRequestSchema,
        ),
      },
      async (request) => ok(await wallet.bet(request.providerCode, request.body)),
    );
    app.post(
      seamlessPaths.win,
      {
        schema: schema(
          'Credit a win and settle the round (accepted after the session closed)',
          seamlessWinRequestSchema,
        ),
      },
      async (request) => ok(await wallet.win(request.providerCode, request.body)),
    );
    app.post(
      seamlessPaths.rollback,
      {
        schema: schema(
          'Give a bet back, once per bet (accepted after the session closed)',
          seamlessRollbackRequestSchema,
        ),
      },
      async (request) => ok(await wallet.rollback(request.providerCode, request.body)),
    );
  };
}
