import { errorCatalog } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest, onErrorHookHandler, preHandlerHookHandler } from 'fastify';
import { AppError } from './errors.js';
import type { PowPurpose, ProofOfWork } from './proof-of-work.js';

/** How a route asks for a proof of work. */
export interface PowGate {
  purpose: PowPurpose;
  /** Every call needs one (registration, SMS sends, reset requests). */
  always?: boolean;
  /** Otherwise one is needed once the address has a recent refusal, or when this says so (an account's failures). */
  needed?: (request: FastifyRequest) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is behind a proof of work (issue 22): see platform/proof-of-work.ts. */
    pow?: PowGate;
  }
}

/** A refusal the caller could have avoided: every 4xx but the request for a proof (a bad proof counts itself). */
function isRefusal(error: unknown): boolean {
  if (error instanceof AppError) {
    return error.code !== 'POW_REQUIRED' && error.code !== 'POW_INVALID' && errorCatalog[error.code].status < 500;
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  return status >= 400 && status < 500;
}

/**
 * Routes with `config.pow` check the proof after their body is decrypted and validated (a sign-in
 * needs the account's name to know whether it failed before) and before anything else happens, a
 * captcha used up included. Each refusal of such a route raises what the address's next proof costs.
 */
export function registerProofOfWork(app: FastifyInstance, pow: ProofOfWork): void {
  const check: preHandlerHookHandler = async (request) => {
    const gate = request.routeOptions.config.pow;
    if (!gate) return;
    const needed = gate.always || (await pow.hasFailures(request.ip)) || (await gate.needed?.(request));
    if (!needed) return;
    const header = request.headers['x-pow'];
    await pow.require(gate.purpose, request.ip, typeof header === 'string' ? header : undefined);
  };
  const count: onErrorHookHandler = async (request, _reply, error) => {
    if (isRefusal(error)) await pow.recordFailure(request.ip);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.pow) return;
    route.preHandler = [check, ...(route.preHandler ? [route.preHandler].flat() : [])];
    route.onError = [count, ...(route.onError ? [route.onError].flat() : [])];
  });
}
