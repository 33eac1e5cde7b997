import { operatorPaths } from '@portal/contracts';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` (base32) at `timestamp`. */
export const totpCodeOf = (secret: string, timestamp = Date.now()): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

/** One JSON call to the portal, with the token when given: how a caller (inject, fetch) reaches the API. */
export type OperatorPost = (path: string, body: unknown, token?: string) => Promise<{ status: number; body: unknown }>;

const answered = <T>(answer: { status: number; body: unknown }, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { value: T }).value;
};

/**
 * Signs an operator in as the console does: the password, then the second step. On its first sign-in the operator
 * enrols an authenticator (its secret is answered, for the next sign-ins); later, `secret` gives the code.
 */
export async function signInOperatorWith(
  post: OperatorPost,
  account: { username: string; password: string; secret?: string },
  /** The portal's clock, when a test moves it (the code must be of the portal's time). */
  now: () => number = Date.now,
): Promise<{ token: string; secret: string; recoveryCodes: string[] }> {
  const login = { username: account.username, password: account.password };
  const session = answered<{ token: string; secondStep: 'enrol' | 'code' }>(
    await post(operatorPaths.login, login),
    'login',
  );
  if (session.secondStep === 'code') {
    if (!account.secret) throw new Error(`${account.username} has an authenticator: pass its secret`);
    answered(await post(operatorPaths.secondStep, { code: totpCodeOf(account.secret, now()) }, session.token), 'code');
    return { token: session.token, secret: account.secret, recoveryCodes: [] };
  }
  const { secret } = answered<{ secret: string }>(
    await post(operatorPaths.totpEnrolment, {}, session.token),
    'enrolment',
  );
  const enrolled = await post(operatorPaths.totpEnrol, { code: totpCodeOf(secret, now()) }, session.token);
  const { recoveryCodes } = answered<{ recoveryCodes: string[] }>(enrolled, 'enrol');
  return { token: session.token, secret, recoveryCodes };
}

/** `OperatorPost` over HTTP, as a site's browser calls it. */
export function fetchPost(baseUrl: string, merchant: string): OperatorPost {
  return async (path, body, token) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant, ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}
