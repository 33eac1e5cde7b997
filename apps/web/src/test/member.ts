import { relayPath } from '@portal/contracts';
import { fakeApi } from './fake-api';
import { ok } from './fixtures';

/** A signed-in session in this tab, as a login leaves it. */
export function signIn(role = 'member', token = 'tok-1') {
  sessionStorage.setItem('merchant', 'LUCKY');
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('role', role);
}

export const unreadCountPath = relayPath('CSP_unreadCount');

/** The fake API with a signed-in member whose member centre shell can load (no unread messages). */
export async function memberApi() {
  const api = await fakeApi();
  api.on('GET', unreadCountPath, () => ok({ count: 0 }));
  signIn();
  return api;
}
