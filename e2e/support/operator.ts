import { inject } from 'vitest';
import { connectDatabase } from '../../apps/server/src/db/client.js';
import { insertOperator } from '../../apps/server/src/modules/operator/operator.repository.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';

/** An operator of every site, signed in through the real operator API; answers a caller with its token. */
export async function operatorApi(username: string) {
  const database = connectDatabase(inject('databaseUrl'), { max: 1 });
  const password = `${username}-password-1`;
  try {
    await insertOperator(database.db, username, await hashPassword(password), null);
  } finally {
    await database.close();
  }
  const base = inject('baseUrl');
  const headers = { 'content-type': 'application/json', merchant: 'AUR', device: 'WEB' };
  const login = await fetch(`${base}/wps/operator/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
  const token: string = (await login.json()).value.token;
  return async (method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) => {
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
