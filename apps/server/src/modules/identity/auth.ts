import type { PasswordChangeReason, Role } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { tokenHashOf } from '../../platform/tokens.js';
import { roleOf } from './roles.js';
import { findSession } from './session.repository.js';

/** Who is calling: set on routes that need a session. */
export interface Principal {
  memberId: bigint;
  role: Role;
  memberType: number;
  tokenHash: string;
}

/** What a route needs: any session (trial too), a real account (member or agent), or an agent. */
export type Access = 'session' | 'member' | 'agent';

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

/** A live session as every lookup finds it. */
interface LiveSession {
  memberId: bigint;
  memberType: number;
  passwordChange: PasswordChangeReason | null;
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.length > 0 ? token : null;
}

/** Checks the caller's session against what a call needs and sets `request.principal`. */
export async function authenticate(db: Database, request: FastifyRequest, access: Access): Promise<Principal> {
  const token = tokenOf(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const duringPasswordChange = request.routeOptions.config.duringPasswordChange === true;
  request.principal = await principalOfToken(db, request.site, token, access, duringPasswordChange);
  return request.principal;
}

/** The same check for a token that arrives another way than the header (the chat socket's first frame). */
export async function principalOfToken(
  db: Database,
  site: Site,
  token: string,
  access: Access,
  duringPasswordChange = false,
): Promise<Principal> {
  const tokenHash = tokenHashOf(token);
  // A token of another site is no session here: sessions are looked up per site.
  const session = await findSession(db, tokenHash, site.id);
  return admitSession(site, session, tokenHash, access, duringPasswordChange);
}

/** For calls open to visitors that still want a signed-in caller: no token is no caller, a dead one is refused. */
export async function authenticateIfPresent(db: Database, request: FastifyRequest, access: Access) {
  return tokenOf(request) ? authenticate(db, request, access) : null;
}

/**
 * The caller a live session stands for, held to what the call needs (shared by every way of looking it
 * up). A session held to changing its password makes no other call (issue 22): 403 naming the reason.
 */
export function admitSession(
  site: Site,
  session: LiveSession | null,
  tokenHash: string,
  access: Access,
  duringPasswordChange = false,
): Principal {
  if (!session) throw new AppError('SESSION_EXPIRED');
  const role = roleOf(site, session.memberType);
  if (!role) throw new AppError('MEMBER_NO_ENTER');
  if (session.passwordChange && !duringPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', { params: { reason: session.passwordChange } });
  }
  if (access !== 'session' && role === 'trial') throw new AppError('TRIAL_ACCOUNT');
  if (access === 'agent' && role !== 'agent') throw new AppError('NOT_AGENT');
  return { memberId: session.memberId, role, memberType: session.memberType, tokenHash };
}

function guard(db: Database, access: Access): onRequestHookHandler {
  return async (request) => {
    await authenticate(db, request, access);
  };
}

/**
 * Every route that declares `config.access` gets the session guard, decided once at declaration.
 * It runs when the request arrives, before the body is read, decrypted or validated: a caller
 * without a session learns nothing about what the call would have accepted (401, never a 400).
 */
export function registerAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('principal', null);
  const guards = { session: guard(db, 'session'), member: guard(db, 'member'), agent: guard(db, 'agent') };
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
