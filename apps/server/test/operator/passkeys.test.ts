import { operatorPasskeyPaths, operatorPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { signInOperatorWith, totpCodeOf } from '../../testing/operator-sign-in.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { softAuthenticator } from './soft-authenticator.js';

// Issue 25 "Sign-in and roles": passkeys (WebAuthn) as an option. An operator with a full session adds a passkey at
// the console's host (the relying party); a later sign-in takes its second step with it in place of the code. The
// origin is checked against the host, a challenge is answered once within five minutes, the counter only grows.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
const clock = manualClock();
const password = 'a-long-operator-password';
let host: string;
let origin: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: Record<string, unknown>, at = host) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: at, merchant: site.code, ...(token ? { authorization: token } : {}) },
    ...(payload ? { payload } : {}),
  });
const codeOf = (answer: Awaited<ReturnType<typeof call>>) => [answer.statusCode, answer.json().code];
const login = async (username: string, at = host) => {
  const answer = await call('POST', operatorPaths.login, undefined, { username, password }, at);
  expect(answer.statusCode).toBe(200);
  return answer.json().value as { token: string; secondStep: 'enrol' | 'code'; passkey?: boolean };
};
const me = (token: string) => call('GET', operatorPaths.self, token);

/** An owner of the site with its authenticator, signed in: its full session's token and TOTP secret. */
async function owner(username: string) {
  await insertOperator(ctx.database.db, username, await hashPassword(password), [site.id]);
  const post = async (path: string, body: unknown, token?: string) => {
    const answer = await call('POST', path, token, body as Record<string, unknown>);
    return { status: answer.statusCode, body: answer.json() };
  };
  return signInOperatorWith(post, { username, password }, clock.now);
}

/** Options, then the authenticator's passkey for them: the answer of POST passkeys. */
async function register(token: string, authenticator: ReturnType<typeof softAuthenticator>, name = 'Laptop') {
  const options = (await call('POST', operatorPasskeyPaths.registrationOptions, token)).json().value;
  const response = authenticator.attestation({ challenge: options.challenge, origin, rpId: host });
  return call('POST', operatorPasskeyPaths.passkeys, token, { name, response });
}

/** A fresh sign-in's pending token and the options of its passkey step. */
async function passkeyStep(username: string) {
  const { token, passkey } = await login(username);
  expect(passkey).toBe(true);
  const options = await call('POST', operatorPasskeyPaths.signInOptions, token);
  expect(options.statusCode).toBe(200);
  return { token, challenge: options.json().value.challenge as string };
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  host = site.domain;
  origin = `http://${site.domain}`;
});
afterAll(() => ctx.close());

describe('operator passkeys', () => {
  it('documents its calls from the contracts, and the session says whether a passkey may take the second step', async () => {
    const document = (await ctx.app.inject({ url: '/docs/json' })).json();
    expect(document.paths).toHaveProperty([operatorPasskeyPaths.passkeys, 'post']);
    expect(document.paths).toHaveProperty([operatorPasskeyPaths.signIn, 'post']);
    expect(document.components.schemas).toHaveProperty('PasskeyCreationOptions');
    expect(document.components.schemas.OperatorSession.properties).toHaveProperty('passkey');
  });

  it('adds a passkey from a full session only: 401 -> 401 second step -> 400 -> 200, listed and audited', async () => {
    expect(codeOf(await call('POST', operatorPasskeyPaths.registrationOptions))).toEqual([401, 'UNAUTHORIZED']);
    expect(codeOf(await call('GET', operatorPasskeyPaths.passkeys))).toEqual([401, 'UNAUTHORIZED']);
    const { token, secret } = await owner('pk-add');
    // A session that passed the password only makes no passkey.
    const pending = await login('pk-add');
    expect(pending).toMatchObject({ secondStep: 'code', passkey: false });
    expect(codeOf(await call('POST', operatorPasskeyPaths.registrationOptions, pending.token))).toEqual([
      401,
      'SECOND_STEP_REQUIRED',
    ]);
    // Another site's owner, on this site: refused.
    await insertOperator(ctx.database.db, 'pk-foreign', await hashPassword(password), [other.id]);
    const foreign = await login('pk-foreign', other.domain);
    expect(codeOf(await call('GET', operatorPasskeyPaths.passkeys, foreign.token))).toEqual([403, 'FORBIDDEN']);

    const bad = await call('POST', operatorPasskeyPaths.passkeys, token, { name: ' ', response: {} });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.name']);
    const authenticator = softAuthenticator();
    const options = (await call('POST', operatorPasskeyPaths.registrationOptions, token)).json().value;
    expect(options.rp).toEqual({ id: host, name: expect.any(String) });
    expect(options.user.name).toBe('pk-add');
    // The browser on another origin: refused, and the challenge is gone with it.
    const elsewhere = authenticator.attestation({
      challenge: options.challenge,
      origin: 'http://evil.test',
      rpId: host,
    });
    const refused = await call('POST', operatorPasskeyPaths.passkeys, token, { name: 'Laptop', response: elsewhere });
    expect([...codeOf(refused), refused.json().field]).toEqual([400, 'PASSKEY_REFUSED', 'body.response']);
    const late = authenticator.attestation({ challenge: options.challenge, origin, rpId: host });
    expect(
      codeOf(await call('POST', operatorPasskeyPaths.passkeys, token, { name: 'Laptop', response: late })),
    ).toEqual([400, 'PASSKEY_REFUSED']);

    const added = await register(token, authenticator);
    expect(added.statusCode).toBe(200);
    expect(added.json().value).toMatchObject({ name: 'Laptop', host, transports: ['internal'], lastUsedAt: null });
    const list = (await call('GET', operatorPasskeyPaths.passkeys, token)).json().value;
    expect(list.map((row: { id: string }) => row.id)).toEqual([added.json().value.id]);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.passkey.add'));
    expect(audit?.subject).toBe(`passkey:${added.json().value.id}`);
    expect(audit?.details).toMatchObject({ ip: expect.any(String), before: null, after: { name: 'Laptop', host } });
    // The next sign-in here may take a passkey; at another host (the default, by the Merchant header) it may not.
    expect(await login('pk-add')).toMatchObject({ secondStep: 'code', passkey: true });
    expect(await login('pk-add', 'localhost')).toMatchObject({ secondStep: 'code', passkey: false });
    // The code still works as before.
    const byCode = await login('pk-add');
    const code = await call('POST', operatorPaths.secondStep, byCode.token, {
      code: totpCodeOf(secret, clock.now() + 30_000),
    });
    expect(code.statusCode).toBe(200);
  });

  it('takes the second step with a passkey: wrong origin refused, then signed in; a replay is refused', async () => {
    const { token: full } = await owner('pk-sign');
    const authenticator = softAuthenticator();
    expect((await register(full, authenticator)).statusCode).toBe(200);

    expect(codeOf(await call('POST', operatorPasskeyPaths.signInOptions))).toEqual([401, 'UNAUTHORIZED']);
    const { token, challenge } = await passkeyStep('pk-sign');
    const options = (await call('POST', operatorPasskeyPaths.signInOptions, token)).json().value;
    expect(options.rpId).toBe(host);
    expect(options.allowCredentials.map((entry: { id: string }) => entry.id)).toEqual([authenticator.id]);
    const bad = await call('POST', operatorPasskeyPaths.signIn, token, { response: { id: 'x' } });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.response.rawId']);

    const elsewhere = authenticator.assertion({ challenge: options.challenge, origin: 'http://evil.test', rpId: host });
    const refused = await call('POST', operatorPasskeyPaths.signIn, token, { response: elsewhere });
    expect(codeOf(refused)).toEqual([400, 'PASSKEY_REFUSED']);
    expect(codeOf(await me(token))).toEqual([401, 'SECOND_STEP_REQUIRED']);
    // The first options' challenge was replaced by the second's.
    const stale = authenticator.assertion({ challenge, origin, rpId: host });
    expect(codeOf(await call('POST', operatorPasskeyPaths.signIn, token, { response: stale }))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ]);

    const again = (await call('POST', operatorPasskeyPaths.signInOptions, token)).json().value;
    const assertion = authenticator.assertion({ challenge: again.challenge, origin, rpId: host });
    expect((await call('POST', operatorPasskeyPaths.signIn, token, { response: assertion })).statusCode).toBe(200);
    expect((await me(token)).json().value).toMatchObject({ username: 'pk-sign' });
    const [row] = (await call('GET', operatorPasskeyPaths.passkeys, full)).json().value;
    expect(row.lastUsedAt).not.toBeNull();
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.two-step'), eq(auditLog.subject, `passkey:${row.id}`)));
    expect(audits.map((entry) => entry.details)).toEqual([expect.objectContaining({ with: 'passkey', host })]);

    // The same assertion sent again, on another sign-in that asked for options: its challenge is not that one.
    const replay = await passkeyStep('pk-sign');
    const replayed = await call('POST', operatorPasskeyPaths.signIn, replay.token, { response: assertion });
    expect(codeOf(replayed)).toEqual([400, 'PASSKEY_REFUSED']);
    // A new challenge signed with a counter already seen (a cloned key): refused; the counter only grows.
    const cloned = authenticator.assertion({ challenge: replay.challenge, origin, rpId: host }, { counter: 1 });
    expect(codeOf(await call('POST', operatorPasskeyPaths.signIn, replay.token, { response: cloned }))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ]);
    expect(codeOf(await me(replay.token))).toEqual([401, 'SECOND_STEP_REQUIRED']);
  });

  it('answers a challenge once: a burst of two verifies of one assertion signs in once', async () => {
    const { token: full } = await owner('pk-burst');
    const authenticator = softAuthenticator();
    const added = (await register(full, authenticator)).json().value;
    const { token, challenge } = await passkeyStep('pk-burst');
    const assertion = authenticator.assertion({ challenge, origin, rpId: host });
    const answers = await Promise.all(
      [0, 1].map(() => call('POST', operatorPasskeyPaths.signIn, token, { response: assertion })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe('PASSKEY_REFUSED');
    const signIns = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.two-step'), eq(auditLog.subject, `passkey:${added.id}`)));
    expect(signIns).toHaveLength(1);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a challenge answered after five minutes', async () => {
    const { token: full } = await owner('pk-late');
    const authenticator = softAuthenticator();
    expect((await register(full, authenticator)).statusCode).toBe(200);
    const { token, challenge } = await passkeyStep('pk-late');
    clock.advance(5 * 60_000 + 1_000);
    const assertion = authenticator.assertion({ challenge, origin, rpId: host });
    expect(codeOf(await call('POST', operatorPasskeyPaths.signIn, token, { response: assertion }))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ]);
  });

  it("removes the operator's own passkey (audited); another's is 404, and the passkey step is gone", async () => {
    const { token } = await owner('pk-remove');
    const { token: stranger } = await owner('pk-stranger');
    const authenticator = softAuthenticator();
    const added = (await register(token, authenticator, 'Phone')).json().value;
    const path = operatorPasskeyPaths.passkey.replace(':id', added.id);
    expect(codeOf(await call('DELETE', path))).toEqual([401, 'UNAUTHORIZED']);
    expect(codeOf(await call('DELETE', path, stranger))).toEqual([404, 'NOT_FOUND']);
    expect(codeOf(await call('DELETE', operatorPasskeyPaths.passkey.replace(':id', 'abc'), token))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    const removed = await call('DELETE', path, token);
    expect([removed.statusCode, removed.json().value]).toEqual([200, { id: added.id }]);
    expect((await call('GET', operatorPasskeyPaths.passkeys, token)).json().value).toEqual([]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.passkey.remove'), eq(auditLog.subject, `passkey:${added.id}`)));
    expect(audit?.details).toMatchObject({ before: { name: 'Phone', host }, after: null });
    const next = await login('pk-remove');
    expect(next.passkey).toBe(false);
    expect(codeOf(await call('POST', operatorPasskeyPaths.signInOptions, next.token))).toEqual([
      400,
      'PASSKEY_REFUSED',
    ]);
  });
});
