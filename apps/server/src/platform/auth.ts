import type { Role } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './errors.js';
import type { Site } from './site.types.js';

/** Who is calling: set on routes that need a session. */
export interface Principal {
  memberId: bigint;
  role: Role;
  memberType: number;
  tokenHash: string;
}

/** What a route needs: any session (trial too), a real account (member or agent), or an agent. */
export type Access = 'session' | 'member' | 'agent';

/**
 * Checks a member's token (identity provides it: sessions and roles are its rules), so the guards sit
 * here below every module and no module reaches identity to be guarded.
 */
export interface SessionCheck {
  /** The caller a token stands for on the site, held to what the call needs; throws the refusal. */
  principalOfToken(site: Site, token: string, access: Access, duringPasswordChange?: boolean): Promise<Principal>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A call a session held to changing its password may still make (change it, sign out). */
    duringPasswordChange?: boolean;
  }
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.length > 0 ? token : null;
}

/** Checks the caller's session against what a call needs and sets `request.principal`. */
export async function authenticate(
  sessions: SessionCheck,
  request: FastifyRequest,
  access: Access,
): Promise<Principal> {
  const token = tokenOf(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const duringPasswordChange = request.routeOptions.config.duringPasswordChange === true;
  request.principal = await sessions.principalOfToken(request.site, token, access, duringPasswordChange);
  return request.principal;
}

/** For calls open to visitors that still want a signed-in caller: no token is no caller, a dead one is refused. */
export async function authenticateIfPresent(sessions: SessionCheck, request: FastifyRequest, access: Access) {
  return tokenOf(request) ? authenticate(sessions, request, access) : null;
}

function guard(sessions: SessionCheck, access: Access): onRequestHookHandler {
  return async (request) => {
    await authenticate(sessions, request, access);
  };
}

/**
 * Every route that declares `config.access` gets the session guard, decided once at declaration.
 * It runs when the request arrives, before the body is read, decrypted or validated: a caller
 * without a session learns nothing about what the call would have accepted (401, never a 400).
 */
export function registerAuth(app: FastifyInstance, sessions: SessionCheck): void {
  app.decorateRequest('principal', null);
  const guards = {
    session: guard(sessions, 'session'),
    member: guard(sessions, 'member'),
    agent: guard(sessions, 'agent'),
  };
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    guardFirst(route, guards[access], 'memberToken');
  });
}

/**
 * Puts a guard among the route's first hooks (after the site's own) and names the token it needs in
 * the OpenAPI document.
 */
export function guardFirst(
  route: { onRequest?: onRequestHookHandler | onRequestHookHandler[]; schema?: object },
  check: onRequestHookHandler,
  token: 'memberToken' | 'operatorToken',
): void {
  const own = route.onRequest ? [route.onRequest].flat() : [];
  route.onRequest = [...own, check];
  if (route.schema) route.schema = { ...route.schema, security: [{ [token]: [] }] };
}

/** The principal of a guarded route; calling it elsewhere is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`route ${request.url} has no access guard`);
  return request.principal;
}
