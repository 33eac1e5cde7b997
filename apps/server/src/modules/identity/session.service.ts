import type { LoginResponse } from '@portal/contracts';
import type { Site } from '../site/site.types.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { type MemberRow, markSignedIn } from './member.repository.js';
import { createSession, deleteSession, rememberAddress } from './session.repository.js';

/** What every way of signing in ends with: the address remembered, a new session, the sign-in marked. */
export async function openSession(
  deps: IdentityDeps,
  site: Site,
  member: MemberRow,
  client: Client,
  role: LoginResponse['role'],
) {
  await rememberAddress(deps.db, member.id, client.ip);
  const token = await createSession(deps.db, member.id, site.id, client.ip);
  const firstTimeLogin = await markSignedIn(deps.db, member.id, client.language);
  return { token, role, firstTimeLogin };
}

/** Logout: the session's token stops working at once. */
export async function endSession(deps: IdentityDeps, tokenHash: string): Promise<void> {
  await deleteSession(deps.db, tokenHash);
}
