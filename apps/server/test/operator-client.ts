import type { LightMyRequestResponse } from 'fastify';
import { insertOperator } from '../src/modules/operator/operator.repository.js';
import { hashPassword } from '../src/platform/passwords.js';
import type { TestContext } from './harness.js';

export type OperatorCall = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Creates an operator for the given sites, signs it in on `merchant`, and answers a caller with its token. */
export async function signInOperator(
  ctx: TestContext,
  merchant: string,
  username: string,
  siteIds: number[] | null,
): Promise<OperatorCall> {
  const password = `${username}-password`;
  await insertOperator(ctx.database.db, username, await hashPassword(password), siteIds);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/wps/operator/login',
    headers: { merchant },
    payload: { username, password },
  });
  const token: string = login.json().value.token;
  return (method, url, payload, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { merchant, authorization: token, ...headers },
      ...(payload ? { payload } : {}),
    });
}
