import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let otherSite: BuiltSite;
// The app's clock runs with the real one, and a test moves it on instead of waiting out a window.
let skippedMs = 0;
const clock = () => Date.now() + skippedMs;
const client = () => new PortalClient(ctx.app, site.code);

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha, clock });
  site = await buildSite(ctx.database.db);
  otherSite = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('registration by username', () => {
  it('refuses a plain body on an enc route', async () => {
    const response = await client().call('POST', '/wps/member/register', {
      username: 'plainbody1',
      termsAccepted: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED', field: 'body' });
  });

  it('names the field and the pattern with its bounds', async () => {
    const response = await client().register({
      username: '1badname',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'body.username',
      message: 'reg_pattern_2',
      params: { min: 6, max: 16 },
    });
  });

  it('refuses unticked terms, mismatched confirmation and control characters', async () => {
    const base = { username: 'player77', password: 'secret12', confirmPassword: 'secret12' };
    expect((await client().register({ ...base, termsAccepted: false })).json()).toMatchObject({
      field: 'body.termsAccepted',
      message: 'reg_terms_required',
    });
    expect((await client().register({ ...base, confirmPassword: 'secret13' })).json()).toMatchObject({
      field: 'body.confirmPassword',
      message: 'reg_entries_inconsistent',
    });
    const control = await client().register({ ...base, payeeName: 'Ann\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().field).toBe('body.payeeName');
  });

  it('refuses a field the site does not ask for instead of storing it unchecked', async () => {
    const base = { username: 'player78', password: 'secret12', confirmPassword: 'secret12' };
    const response = await client().register({ ...base, wechat: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.wechat', message: 'reg_not_enabled' });
    const [stored] = await ctx.database.db.select().from(members).where(eq(members.username, 'player78'));
    expect(stored).toBeUndefined();
  });

  it('creates the member with an empty main wallet and signs it in', async () => {
    const member = client();
    const response = await member.register({ username: 'Alice01', password: 'secret12', confirmPassword: 'secret12' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.account).toBe('Alice01');
    const info = await member.call('GET', '/wps/member/info');
    expect(info.json().value).toMatchObject({
      account: 'Alice01',
      role: 'member',
      isAgent: false,
      balance: '0',
      currencySymbol: '$',
    });
    const balance = await member.call('GET', '/wps/v2/wallets/balance');
    expect(balance.json().value).toEqual({
      currency: 'USD',
      total: '0',
      wallets: [{ wallet: 'MAIN', name: 'Main wallet', currency: 'USD', balance: '0', pending: '0' }],
      partial: false,
    });
  });

  it('refuses a username already taken in any letter case, but not on another site', async () => {
    const again = await client().register({ username: 'alice01', password: 'secret12', confirmPassword: 'secret12' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'body.username' });
    const elsewhere = await new PortalClient(ctx.app, otherSite.code).register({
      username: 'alice01',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sign-in by username', () => {
  it('signs in with the right password and answers the login response', async () => {
    const member = client();
    const response = await member.login('ALICE01', 'secret12');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      role: 'member',
      firstTimeLogin: true,
      passwordExpired: false,
      defaultPassword: false,
    });
    expect((await client().login('alice01', 'secret12')).json().value.firstTimeLogin).toBe(false);
  });

  it('answers a wrong password and an unknown user alike, then asks for a captcha', async () => {
    const visitor = client().from('10.9.0.1');
    const wrong = await visitor.login('alice01', 'not-the-password');
    const unknown = await client().from('10.9.0.2').login('nobody-here', 'whatever1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'LOGIN_FAILED',
        message: 'error.login_failed',
        captchaRequired: true,
      });
    }
    const withoutCaptcha = await visitor.login('alice01', 'secret12');
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaRequired: true });
    const captcha = await visitor.captcha();
    const wrongCaptcha = await visitor.login('alice01', 'secret12', { ...captcha, captcha: 'nope' });
    expect(wrongCaptcha.json().code).toBe('CAPTCHA_INVALID');
    // The captcha was used up by the wrong answer: the right answer on the same id fails too.
    expect((await visitor.login('alice01', 'secret12', captcha)).json().code).toBe('CAPTCHA_INVALID');
    skippedMs += 1_100; // one captcha a second per address
    const fresh = await visitor.captcha();
    expect((await visitor.login('alice01', 'secret12', fresh)).statusCode).toBe(200);
  });

  it('a token works only on its own site and until logout', async () => {
    const member = client();
    await member.login('alice01', 'secret12');
    const foreign = new PortalClient(ctx.app, otherSite.code);
    foreign.token = member.token;
    expect((await foreign.call('GET', '/wps/member/info')).json().code).toBe('SESSION_EXPIRED');
    expect((await member.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    const after = await member.call('GET', '/wps/member/info');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('names the field of an over-long, control-character or wrongly typed sign-in', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'username', username: 'a'.repeat(65), password: 'x' }, 'body.username'],
      [{ type: 'username', username: 'alice\u0000', password: 'x' }, 'body.username'],
      [{ type: 'username', username: 'alice01', password: 12345678 }, 'body.password'],
      [{ type: 'sms', countryDialingCode: '+84', mobileNum: '12ab', verificationCode: '123456' }, 'body.mobileNum'],
    ];
    for (const [body, field] of cases) {
      const response = await client().enc('POST', '/wps/session/login', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  it('accepts the token in the Bearer form too', async () => {
    const member = client();
    await member.login('alice01', 'secret12');
    member.token = `Bearer ${member.token}`;
    expect((await member.call('GET', '/wps/member/info')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/wps/member/info'],
      ['GET', '/wps/v2/wallets/balance'],
      ['DELETE', '/wps/session/logout'],
    ] as const) {
      const response = await client().call(method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe("the member's language", () => {
  it('is recorded at registration and follows the language of each sign-in', async () => {
    const languageOf = async (username: string) => {
      const [row] = await ctx.database.db
        .select({ language: members.language })
        .from(members)
        .where(eq(members.username, username));
      return row?.language;
    };
    await client()
      .speaking('JA')
      .register({ username: 'linguist1', password: 'secret12', confirmPassword: 'secret12' });
    expect(await languageOf('linguist1')).toBe('JA');
    await client().speaking('KO').login('linguist1', 'secret12');
    expect(await languageOf('linguist1')).toBe('KO');
  });
});
