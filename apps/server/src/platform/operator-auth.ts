import { type OperatorArea, type OperatorRole, operatorMay } from '@portal/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { guardFirst, tokenOf } from './auth.js';
import { AppError } from './errors.js';
import { tokenHashOf } from './tokens.js';

export interface OperatorPrincipal {
  operatorId: bigint;
  username: string;
  /** null: every site. */
  siteIds: number[] | null;
  role: OperatorRole;
  /** Whether the sign-in's second step was taken (until then the session can take only that step). */
  verified: boolean;
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
    /**
     * An operator call of this area: a signed-in operator session for the request's site, of a role that may make
     * it (operatorMay). 'second-step': the sign-in's second step, which a session that passed the password takes.
     */
    operator?: OperatorArea | 'second-step';
  }
}

/**
 * An operator session, the right to act on the request's site (403 for a site not theirs), the second step taken
 * (401 SECOND_STEP_REQUIRED before), and a role that may make the call (403).
 */
function operatorGuard(sessions: OperatorSessionCheck, area: OperatorArea | 'second-step'): onRequestHookHandler {
  return async (request) => {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const tokenHash = tokenHashOf(token);
    const session = await sessions.liveSession(tokenHash);
    if (!session) throw new AppError('SESSION_EXPIRED');
    if (session.siteIds && !session.siteIds.includes(request.site.id)) throw new AppError('FORBIDDEN');
    if (area !== 'second-step') {
      if (!session.verified) throw new AppError('SECOND_STEP_REQUIRED');
      if (!operatorMay(session.role, area, request.method)) throw new AppError('FORBIDDEN');
    }
    request.operator = { ...session, tokenHash };
  };
}

/** An operator call as registered: what the role matrix test walks, and what the console's menus can mirror. */
export interface OperatorCall {
  method: string;
  url: string;
  area: OperatorArea | 'second-step';
}
// By the app's HTTP server: the guard is registered in the API's own plugin context, the server is the app's one.
const callsOfApp = new WeakMap<FastifyInstance['server'], OperatorCall[]>();

/** Every operator call of an app, in the order registered. */
export const operatorCallsOf = (app: FastifyInstance): readonly OperatorCall[] => callsOfApp.get(app.server) ?? [];

/** Every `config.operator` route is guarded when the request arrives, before its body is read (as auth.ts). */
export function registerOperatorAuth(app: FastifyInstance, sessions: OperatorSessionCheck): void {
  app.decorateRequest('operator', null);
  const calls: OperatorCall[] = [];
  callsOfApp.set(app.server, calls);
  app.addHook('onRoute', (route) => {
    const area = route.config?.operator;
    if (!area) return;
    guardFirst(route, operatorGuard(sessions, area), 'operatorToken');
    for (const method of [route.method].flat()) if (method !== 'HEAD') calls.push({ method, url: route.url, area });
  });
}

export function operatorOf(request: { operator: OperatorPrincipal | null; url: string }): OperatorPrincipal {
  if (!request.operator) throw new Error(`route ${request.url} has no operator guard`);
  return request.operator;
}
