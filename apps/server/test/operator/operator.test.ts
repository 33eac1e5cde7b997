import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators } from '../../src/db/schema/index.js';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { signInOperatorWith } from '../../testing/operator-sign-in.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { injectPost } from '../operator-client.js';
import { knownCaptcha, PortalClient } from '../portal-client.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let ctx: TestContext;
let siteA: BuiltSite;
let siteB: BuiltSite;

function createOperator(username: string, sites?: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/create-operator.ts', username, ...(sites ? [sites] : [])],
    {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: ctx.database.url, OPERATOR_PASSWORD: 'a-long-operator-password' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const clock = manualClock();

async function signIn(
  site: BuiltSite,
  username: string,
  password = 'a-long-operator-password',
  ip = '127.0.0.1',
  captcha: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/wps/operator/login',
    headers: { merchant: site.code },
    remoteAddress: ip,
    payload: { username, password, ...captcha },
  });
}

const secrets = new Map<string, string>();

/** Signs in with both steps (enrolling the authenticator at the first sign-in); answers the signed-in token. */
async function signedIn(site: BuiltSite, username: string, ip = '127.0.0.1') {
  const post = injectPost(ctx, site.code, ip);
  const key = username.toLowerCase();
  const account = {
    username,
    password: 'a-long-operator-password',
    ...(secrets.has(key) ? { secret: secrets.get(key)! } : {}),
  };
  // A code is taken once per 30-second step: the next sign-in of the same operator is a step later.
  clock.advance(30_000);
  const { token, secret } = await signInOperatorWith(post, account, clock.now);
  secrets.set(key, secret);
  return token;
}

/** A captcha of a site drawn from an address, the clock then moved a second (one a second per address). */
async function captchaOf(site: BuiltSite, ip: string) {
  const answer = await new PortalClient(ctx.app, site.code, ip).captcha();
  clock.advance(1000);
  return answer;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha, clock: clock.now });
  siteA = await buildSite(ctx.database.db);
  siteB = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('operators', () => {
  it('are created by the command, for named sites or for every site', async () => {
    const scoped = await createOperator('ops-a', siteA.code);
    expect(scoped).toMatchObject({ code: 0 });
    expect(scoped.output).toContain(`operator ops-a created for ${siteA.code}`);
    expect((await createOperator('ops-all')).code).toBe(0);
    const unknown = await createOperator('ops-x', 'NOSUCH');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('no such site: nosuch');
  }, 60_000);

  it('sign in, and act only on their own sites', async () => {
    const login = await signIn(siteA, 'OPS-A');
    expect(login.statusCode).toBe(200);
    // The password alone opens nothing: the first sign-in enrols an authenticator.
    expect(login.json().value.secondStep).toBe('enrol');
    const pending = await ctx.app.inject({
      url: '/wps/operator/me',
      headers: { merchant: siteA.code, authorization: login.json().value.token },
    });
    expect([pending.statusCode, pending.json().code]).toEqual([401, 'SECOND_STEP_REQUIRED']);
    const token = await signedIn(siteA, 'OPS-A');
    const me = (site: BuiltSite) =>
      ctx.app.inject({ url: '/wps/operator/me', headers: { merchant: site.code, authorization: token } });
    expect((await me(siteA)).json().value).toEqual({
      username: 'ops-a',
      role: 'owner',
      allSites: false,
      siteCodes: [siteA.code],
      site: {
        code: siteA.code,
        name: expect.any(String),
        languages: expect.arrayContaining(['EN']),
        timeZone: 'Europe/Malta',
      },
    });
    const elsewhere = await me(siteB);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('FORBIDDEN');
    const everywhere = await signedIn(siteB, 'ops-all');
    const all = await ctx.app.inject({
      url: '/wps/operator/me',
      headers: { merchant: siteB.code, authorization: everywhere },
    });
    expect(all.json().value).toMatchObject({ allSites: true, site: { code: siteB.code } });
  });

  it('are not members: a member session opens no operator call, and no member call takes an operator token', async () => {
    const member = new PortalClient(ctx.app, siteA.code);
    await member.register({ username: 'notanop1', password: 'secret12', confirmPassword: 'secret12' });
    const asMember = await ctx.app.inject({
      url: '/wps/operator/me',
      headers: { merchant: siteA.code, authorization: member.token! },
    });
    expect(asMember.statusCode).toBe(401);
    const token = await signedIn(siteA, 'ops-a');
    const asOperator = await ctx.app.inject({
      url: '/wps/member/info',
      headers: { merchant: siteA.code, authorization: token },
    });
    expect(asOperator.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/wps/operator/me', headers: { merchant: siteA.code } })).statusCode).toBe(401);
  });

  it('are locked on every site after their limit of failures, with a captcha after the first', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/wps/operator/login',
      headers: { merchant: siteA.code },
      payload: { username: 'ops-a' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.password');
    expect((await signIn(siteA, 'ops-all', 'wrong-password', '10.20.0.1')).json()).toMatchObject({
      code: 'LOGIN_FAILED',
      captchaRequired: true,
    });
    // The failure counts for the operator, not the address or the site: elsewhere a captcha is due too.
    expect((await signIn(siteB, 'ops-all', 'wrong-password', '10.20.0.2')).json().code).toBe('CAPTCHA_REQUIRED');
    for (let attempt = 2; attempt <= 10; attempt++) {
      const site = attempt % 2 ? siteA : siteB;
      const ip = `10.20.0.${attempt}`;
      const answer = await signIn(site, 'ops-all', 'wrong-password', ip, await captchaOf(site, ip));
      expect(answer.statusCode).toBe(attempt < 10 ? 401 : 423);
    }
    const locked = await signIn(siteB, 'ops-all', undefined, '10.20.1.1', await captchaOf(siteB, '10.20.1.1'));
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('sign in only through a site they run', async () => {
    const refused = await signIn(siteB, 'ops-a', undefined, '10.21.0.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().value).toBeUndefined();
  });

  it('compare no more than the limit of a burst of wrong passwords and the right one', async () => {
    await insertOperator(ctx.database.db, 'ops-burst', await hashPassword('a-long-operator-password'), null);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await captchaOf(siteA, '10.22.0.1'));
    const burst = await Promise.all(
      answers.map((answer, i) =>
        signIn(siteA, 'ops-burst', i === 59 ? 'a-long-operator-password' : `wrong-${i}`, '10.22.0.1', answer),
      ),
    );
    const codes = burst.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'LOGIN_FAILED').length).toBeLessThanOrEqual(9);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(50);
    expect(burst[59]?.statusCode).toBe(423);
  });

  it('log out: the token stops working at once, and the audit says so', async () => {
    const token = await signedIn(siteA, 'ops-a', '10.23.0.1');
    const headers = { merchant: siteA.code, authorization: token };
    const out = await ctx.app.inject({ method: 'DELETE', url: '/wps/operator/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/wps/operator/me', headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/wps/operator/logout', headers })).statusCode).toBe(401);
  });

  it('leave an audit trail that cannot be edited', async () => {
    const [operator] = await ctx.database.db.select().from(operators).where(eq(operators.username, 'ops-a'));
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.operatorId, operator!.id));
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['operator.login', 'operator.logout']));
    await expect(ctx.database.db.update(auditLog).set({ action: 'nothing' })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
  });
});
