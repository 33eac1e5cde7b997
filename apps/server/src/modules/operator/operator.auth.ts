import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { tokenHashOf } from '../../platform/tokens.js';
import { guardFirst, tokenOf } from '../identity/auth.js';
import { findOperatorSession } from './operator.repository.js';

export interface OperatorPrincipal {
  operatorId: bigint;
  username: string;
  /** null: every site. */
  siteIds: number[] | null;
  /** The session's token, hashed: logout ends this session. */
  tokenHash: string;
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
function operatorGuard(db: Database): onRequestHookHandler {
  return async (request) => {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const tokenHash = tokenHashOf(token);
    const session = await findOperatorSession(db, tokenHash);
    if (!session) throw new AppError('SESSION_EXPIRED');
    if (session.siteIds && !session.siteIds.includes(request.site.id)) throw new AppError('FORBIDDEN');
    request.operator = { ...session, tokenHash };
  };
}

/** Every `config.operator` route is guarded when the request arrives, before its body is read (as auth.ts). */
export function registerOperatorAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('operator', null);
  const guard = operatorGuard(db);
  app.addHook('onRoute', (route) => {
    if (!route.config?.operator) return;
    guardFirst(route, guard, 'operatorToken');
  });
}

export function operatorOf(request: { operator: OperatorPrincipal | null; url: string }): OperatorPrincipal {
  if (!request.operator) throw new Error(`route ${request.url} has no operator guard`);
  return request.operator;
}
