import { operatorPaths } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorSessions, operators } from '../../src/db/schema/index.js';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { tokenHashOf } from '../../src/platform/tokens.js';
import { totpCodeOf } from '../../testing/operator-sign-in.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';

// Issue 25 "Sign-in and roles": the password opens a session that can only take the second step; an authenticator
// is enrolled at the first sign-in (a QR code's otpauth:// URI), its code is taken once, ten recovery codes stand in
// for it once each, tries are counted before they are judged, and sessions end after 15 idle minutes or everywhere.
let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
const password = 'a-long-operator-password';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url,
    headers: { merchant: site.code, ...(token ? { authorization: token } : {}) },
    ...(payload ? { payload } : {}),
  });
const login = async (username: string) => {
  const answer = await call('POST', operatorPaths.login, undefined, { username, password });
  expect(answer.statusCode).toBe(200);
  return answer.json().value as { token: string; secondStep: 'enrol' | 'code' };
};
const me = (token: string) => call('GET', operatorPaths.self, token);
const codeOf = (answer: Awaited<ReturnType<typeof call>>) => [answer.statusCode, answer.json().code];

/** A signed-in owner with its authenticator: its secret, for the codes of later sign-ins. */
async function enrolled(username: string) {
  await insertOperator(ctx.database.db, username, await hashPassword(password), [site.id]);
  const { token } = await login(username);
  const { secret } = (await call('POST', operatorPaths.totpEnrolment, token)).json().value;
  const enrol = await call('POST', operatorPaths.totpEnrol, token, { code: totpCodeOf(secret, clock.now()) });
  expect(enrol.statusCode).toBe(200);
  return { token, secret, recoveryCodes: enrol.json().value.recoveryCodes as string[] };
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('the second step of an operator sign-in', () => {
  it('enrols an authenticator at the first sign-in: 401 -> 409 -> 400 -> 200 with ten recovery codes', async () => {
    await insertOperator(ctx.database.db, 'tsa-owner', await hashPassword(password), [site.id]);
    expect(codeOf(await call('POST', operatorPaths.totpEnrolment))).toEqual([401, 'UNAUTHORIZED']);
    const { token, secondStep } = await login('tsa-owner');
    expect(secondStep).toBe('enrol');
    // Until the second step nothing else opens; a code before any enrolment is refused for what it is.
    expect(codeOf(await me(token))).toEqual([401, 'SECOND_STEP_REQUIRED']);
    expect(codeOf(await call('POST', operatorPaths.secondStep, token, { code: '123456' }))).toEqual([
      409,
      'TWO_STEP_NOT_ENROLLED',
    ]);
    const started = (await call('POST', operatorPaths.totpEnrolment, token)).json().value;
    expect(started.uri).toMatch(new RegExp(`^otpauth://totp/.+tsa-owner\\?.*secret=${started.secret}`));
    expect(started.uri).toContain('period=30');
    const bad = await call('POST', operatorPaths.totpEnrol, token, { code: '12ab56' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.code']);
    const wrong = await call('POST', operatorPaths.totpEnrol, token, {
      code: totpCodeOf(started.secret, clock.now() + 600_000),
    });
    expect([...codeOf(wrong), wrong.json().field]).toEqual([400, 'TWO_STEP_CODE_INVALID', 'body.code']);
    const done = await call('POST', operatorPaths.totpEnrol, token, { code: totpCodeOf(started.secret, clock.now()) });
    expect(done.statusCode).toBe(200);
    const codes: string[] = done.json().value.recoveryCodes;
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code))).toBe(true);
    expect((await me(token)).json().value).toMatchObject({ username: 'tsa-owner', role: 'owner' });
    // Enrolled once: a second enrolment is refused, and the next sign-in asks for a code.
    expect(codeOf(await call('POST', operatorPaths.totpEnrolment, token))).toEqual([409, 'TWO_STEP_ENROLLED']);
    expect((await login('tsa-owner')).secondStep).toBe('code');
  });

  it('takes a code once: the same code again is refused, the next step is taken', async () => {
    const { secret } = await enrolled('tsa-replay');
    const code = totpCodeOf(secret, clock.now());
    const again = await call('POST', operatorPaths.secondStep, (await login('tsa-replay')).token, { code });
    expect(codeOf(again)).toEqual([400, 'TWO_STEP_CODE_INVALID']);
    clock.advance(30_000);
    const next = await login('tsa-replay');
    const passed = await call('POST', operatorPaths.secondStep, next.token, { code: totpCodeOf(secret, clock.now()) });
    expect(passed.statusCode).toBe(200);
    expect((await me(next.token)).statusCode).toBe(200);
  });

  it('signs in with a recovery code once', async () => {
    const { recoveryCodes } = await enrolled('tsa-recovery');
    const first = await login('tsa-recovery');
    const used = await call('POST', operatorPaths.secondStep, first.token, {
      recoveryCode: recoveryCodes[3]!.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    const second = await login('tsa-recovery');
    const reused = await call('POST', operatorPaths.secondStep, second.token, { recoveryCode: recoveryCodes[3] });
    expect([...codeOf(reused), reused.json().field]).toEqual([400, 'TWO_STEP_CODE_INVALID', 'body.recoveryCode']);
    expect(codeOf(await me(second.token))).toEqual([401, 'SECOND_STEP_REQUIRED']);
  });

  it('judges at most five of a parallel burst of tries, then refuses even the right code', async () => {
    const { secret } = await enrolled('tsa-burst');
    clock.advance(30_000);
    const { token } = await login('tsa-burst');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', operatorPaths.secondStep, token, { code: String(100000 + i) })),
    );
    const codes = burst.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'TWO_STEP_CODE_INVALID').length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(7);
    const right = await call('POST', operatorPaths.secondStep, token, { code: totpCodeOf(secret, clock.now()) });
    expect(codeOf(right)).toEqual([423, 'ACCOUNT_LOCKED']);
  });
});

describe('operator sessions', () => {
  const age = (token: string, column: 'last_seen_at' | 'expires_at', minutes: number) =>
    ctx.database.db.execute(
      sql`UPDATE operator_sessions SET ${sql.raw(column)} = now() - make_interval(mins => ${minutes}) WHERE token_hash = ${tokenHashOf(token)}`,
    );

  it('end after 15 idle minutes; a password-only session ends after five', async () => {
    const { token } = await enrolled('tsa-idle');
    await age(token, 'last_seen_at', 14);
    expect((await me(token)).statusCode).toBe(200);
    await age(token, 'last_seen_at', 16);
    expect(codeOf(await me(token))).toEqual([401, 'SESSION_EXPIRED']);
    const pending = await login('tsa-idle');
    await age(pending.token, 'expires_at', 0);
    expect(codeOf(await call('POST', operatorPaths.secondStep, pending.token, { code: '000000' }))).toEqual([
      401,
      'SESSION_EXPIRED',
    ]);
  });

  it('end everywhere at once, and the audit says who, what and from where', async () => {
    const { token, secret } = await enrolled('tsa-everywhere');
    clock.advance(30_000);
    const other = await login('tsa-everywhere');
    await call('POST', operatorPaths.secondStep, other.token, { code: totpCodeOf(secret, clock.now()) });
    expect((await me(other.token)).statusCode).toBe(200);
    const ended = await call('DELETE', operatorPaths.sessions, token);
    expect(ended.json().value).toEqual({ ended: 2 });
    for (const gone of [token, other.token]) expect(codeOf(await me(gone))).toEqual([401, 'SESSION_EXPIRED']);
    const [operator] = await ctx.database.db.select().from(operators).where(eq(operators.username, 'tsa-everywhere'));
    const left = await ctx.database.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, operator!.id));
    expect(left).toEqual([]);
    const actions = await ctx.database.db.select().from(auditLog).where(eq(auditLog.operatorId, operator!.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'operator.login',
        'operator.two-step.enrol',
        'operator.two-step',
        'operator.sessions.end',
      ]),
    );
    expect(actions.find((row) => row.action === 'operator.sessions.end')?.details).toMatchObject({ ended: 2 });
  });
});
