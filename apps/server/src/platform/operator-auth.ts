import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { guardFirst, tokenOf } from './auth.js';
import { AppError } from './errors.js';
import { tokenHashOf } from './tokens.js';

export interface OperatorPrincipal {
  operatorId: bigint;
  username: string;
  /** null: every site. */
  siteIds: number[] | null;
  /** The session's token, hashed: logout ends this session. */
  tokenHash: string;
}

/**
 * Finds a live operator session by its token's hash (the operator module provides it), so the operator
 * guard sits here below every module that has operator calls.
 */
export interface OperatorSessionCheck {
  liveSession(tokenHash: string): Promise<Omit<OperatorPrincipal, 'tokenHash'> | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorPrincipal | null;
  }
  interface FastifyContextConfig {
    /** An operator call: an operator session for the request's site is required. */
    operator?: boolean;
  }
}

/** An operator session, and the right to act on the request's site (403 for a site not theirs). */
function operatorGuard(sessions: OperatorSessionCheck): onRequestHookHandler {
  return async (request) => {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const tokenHash = tokenHashOf(token);
    const session = await sessions.liveSession(tokenHash);
    if (!session) throw new AppError('SESSION_EXPIRED');
    if (session.siteIds && !session.siteIds.includes(request.site.id)) throw new AppError('FORBIDDEN');
    request.operator = { ...session, tokenHash };
  };
}

/** Every `config.operator` route is guarded when the request arrives, before its body is read (as auth.ts). */
export function registerOperatorAuth(app: FastifyInstance, sessions: OperatorSessionCheck): void {
  app.decorateRequest('operator', null);
  const guard = operatorGuard(sessions);
  app.addHook('onRoute', (route) => {
    if (!route.config?.operator) return;
    guardFirst(route, guard, 'operatorToken');
  });
}

export function operatorOf(request: { operator: OperatorPrincipal | null; url: string }): OperatorPrincipal {
  if (!request.operator) throw new Error(`route ${request.url} has no operator guard`);
  return request.operator;
}
