import type { OperatorRole } from '@portal/contracts';
import { createOperator, fetchPost, signInOperatorWith } from '@portal/server/testing';

import { baseUrl, databaseUrl } from './portal.js';

/**
 * An operator of every site (an owner unless said otherwise), signed in through the real operator API with its
 * second step (it enrols its authenticator, as at a first sign-in); answers a caller with its token.
 */
export async function operatorApi(username: string, role: OperatorRole = 'owner') {
  const password = `${username}-password-1`;
  await createOperator(databaseUrl(), username, password, role);
  const base = baseUrl();
  const { token } = await signInOperatorWith(fetchPost(base, 'AUR'), { username, password });
  const headers = { 'content-type': 'application/json', merchant: 'AUR', device: 'WEB' };
  return async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      // A JSON content type promises a body: a call without one must not send it.
      headers:
        body === undefined
          ? { merchant: 'AUR', device: 'WEB', authorization: token, ...extra }
          : { ...headers, authorization: token, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}
