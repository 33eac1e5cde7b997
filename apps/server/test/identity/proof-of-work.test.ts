import { powHeaderFor } from '@portal/contracts/pow-solver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient } from '../portal-client.js';

/**
 * Issue 22, finding 7: a machine read 39 of 40 captchas and then signed in. Sign-in after a failure,
 * registration, SMS sends and password-reset requests now also need a proof of work (X-Pow), single
 * use, for its purpose and address, whose cost grows with the address's recent refusals. (The tests'
 * configuration makes a proof cheap; pow-cost.test.ts measures the production cost.)
 */
let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
/** A client that answers no challenge: it sees the refusals. */
const visitor = (ip: string) => new PortalClient(ctx.app, site.code, ip).withoutProofs();
const account = (n: number) => ({ username: `powuser${n}`, password: 'secret12', confirmPassword: 'secret12' });

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha, clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

/** The challenge of a refusal, after checking that it is one. */
function challengeOf(response: { statusCode: number; json(): Record<string, unknown> }, code = 'POW_REQUIRED') {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code, field: 'header.x-pow' });
  return response.json().pow as Parameters<typeof powHeaderFor>[0];
}

describe('proof of work on registration', () => {
  it('refuses a registration without a proof with a challenge; the solved challenge works once', async () => {
    const client = visitor('198.18.0.1');
    const challenge = challengeOf(await client.register(account(1)));
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { purpose: 'register', level: 0 },
    });
    const proof = await powHeaderFor(challenge);
    const registered = await client.register(account(1), undefined, { 'x-pow': proof });
    expect(registered.statusCode, registered.body).toBe(200);
    challengeOf(await client.register(account(2), undefined, { 'x-pow': proof }), 'POW_INVALID');
  });

  it('refuses a proof of another purpose, of another address, altered, malformed or expired', async () => {
    const client = visitor('198.18.0.2');
    const smsChallenge = challengeOf(
      await client.call('POST', '/wps/verification/sms/register', { countryDialingCode: '+1', mobileNo: '2025550143' }),
    );
    expect(smsChallenge.parameters.data).toMatchObject({ purpose: 'sms' });
    const forSms = await powHeaderFor(smsChallenge);
    challengeOf(await client.register(account(3), undefined, { 'x-pow': forSms }), 'POW_INVALID');

    const elsewhere = await powHeaderFor(challengeOf(await visitor('198.18.0.3').register(account(3))));
    challengeOf(await client.register(account(3), undefined, { 'x-pow': elsewhere }), 'POW_INVALID');

    const challenge = challengeOf(await client.register(account(3)));
    const cheaper = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { ...challenge.parameters.data, level: 9 } },
    };
    challengeOf(await client.register(account(3), undefined, { 'x-pow': await powHeaderFor(cheaper) }), 'POW_INVALID');
    challengeOf(await client.register(account(3), undefined, { 'x-pow': 'A'.repeat(40) }), 'POW_INVALID');

    const late = await powHeaderFor(challengeOf(await client.register(account(3))));
    clock.advance(5 * 60_000 + 1);
    challengeOf(await client.register(account(3), undefined, { 'x-pow': late }), 'POW_INVALID');
  });

  it("raises the cost with the address's refusals and refuses a proof solved at an older, cheaper level", async () => {
    const client = visitor('198.18.0.4');
    const levelOf = async () => challengeOf(await client.register(account(4))).parameters.data?.level;
    expect(await levelOf()).toBe(0);
    const cheap = await powHeaderFor(challengeOf(await client.register(account(4))));
    const refuse = () => client.register(account(4), undefined, { 'x-pow': 'B'.repeat(40) });
    await refuse();
    expect(await levelOf()).toBe(1);
    await refuse();
    await refuse();
    expect(await levelOf()).toBe(2);
    const again = challengeOf(await client.register(account(4), undefined, { 'x-pow': cheap }));
    expect(again.parameters.data?.level).toBe(2);
    // Other addresses are not touched.
    expect(challengeOf(await visitor('198.18.0.5').register(account(5))).parameters.data?.level).toBe(0);
  });
});

describe('proof of work on sign-in, SMS sends and reset requests', () => {
  it('lets a first sign-in try through without one, then asks for a proof from that address and for that account', async () => {
    const client = visitor('198.18.1.1');
    await new PortalClient(ctx.app, site.code, '198.18.1.9').register(account(10));
    expect((await client.login('powuser10', 'wrong-password')).json()).toMatchObject({ code: 'LOGIN_FAILED' });
    const captcha = await client.captcha();
    const challenge = challengeOf(await client.login('powuser10', 'secret12', captcha));
    expect(challenge.parameters.data).toMatchObject({ purpose: 'login', level: 1 });
    // The refusal came before the captcha was looked at: the same answer goes with the proof.
    const body = { type: 'username', username: 'powuser10', password: 'secret12', ...captcha };
    const signedIn = await client.enc('POST', '/wps/session/login', body, { 'x-pow': await powHeaderFor(challenge) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The account fails from another address: a fresh address needs a proof for it too.
    expect((await visitor('198.18.1.3').login('powuser10', 'wrong-again')).statusCode).toBe(401);
    challengeOf(await visitor('198.18.1.4').login('powuser10', 'secret12'));
  });

  it('asks every SMS send and every e-mail reset request for a proof', async () => {
    const client = visitor('198.18.2.1');
    const sms = { countryDialingCode: '+1', mobileNum: '2025550144', purpose: 'reset-password' };
    challengeOf(await client.call('POST', '/wps/verification/sms/noLogin', sms));
    challengeOf(
      await client.call('POST', '/wps/member/password/email', { username: 'powuser10', email: 'a@b.example' }),
    );
    const solving = new PortalClient(ctx.app, site.code, '198.18.2.2');
    expect((await solving.call('POST', '/wps/verification/sms/noLogin', sms)).statusCode).toBe(200);
  });
});
