import type { OperatorRole } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { insertOperator } from '../src/modules/operator/operator.repository.js';
import { hashPassword } from '../src/platform/passwords.js';
import { type OperatorPost, signInOperatorWith } from '../testing/operator-sign-in.js';
import type { TestContext } from './harness.js';

export type OperatorCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** `OperatorPost` through the app's inject, on `merchant`, from `ip` when given. */
export function injectPost(ctx: Pick<TestContext, 'app'>, merchant: string, ip?: string): OperatorPost {
  return async (url, payload, token) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      ...(ip ? { remoteAddress: ip } : {}),
      headers: { merchant, ...(token ? { authorization: token } : {}) },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/**
 * Creates an operator for the given sites (an owner unless said otherwise), signs it in on `merchant` with its
 * second step (enrolling its authenticator), and answers a caller with its token.
 */
export async function signInOperator(
  ctx: TestContext,
  merchant: string,
  username: string,
  siteIds: number[] | null,
  role: OperatorRole = 'owner',
): Promise<OperatorCall> {
  const password = `${username}-password`;
  await insertOperator(ctx.database.db, username, await hashPassword(password), siteIds, role);
  const { token } = await signInOperatorWith(injectPost(ctx, merchant), { username, password }, ctx.now);
  return (method, url, payload, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { merchant, authorization: token, ...headers },
      ...(payload ? { payload } : {}),
    });
}
