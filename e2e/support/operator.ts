import { createOperator } from '@portal/server/testing';

import { baseUrl, databaseUrl } from './portal.js';

/** An operator of every site, signed in through the real operator API; answers a caller with its token. */
export async function operatorApi(username: string) {
  const password = `${username}-password-1`;
  await createOperator(databaseUrl(), username, password);
  const base = baseUrl();
  const headers = { 'content-type': 'application/json', merchant: 'AUR', device: 'WEB' };
  const login = await fetch(`${base}/wps/operator/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
  const token: string = (await login.json()).value.token;
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
