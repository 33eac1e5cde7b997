import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox, sites } from '../../src/db/schema/index.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient, smsCodeIn } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const client = (ip?: string) => new PortalClient(ctx.app, site.code, ip);

async function addMember(username: string, memberType: number, extra: Partial<typeof members.$inferInsert> = {}) {
  return createMember(
    ctx.database.db,
    {
      siteId: site.id,
      username,
      passwordHash: await hashPassword('secret12'),
      memberType,
      nickname: username,
      ...extra,
    },
    'USD',
  );
}

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha });
  site = await buildSite(ctx.database.db, { site: { loginMaxFailures: 3, defaultPassword: 'Default123' } });
  await ctx.app.sites.reload();
  await addMember('agent001', 1, { affiliateCode: 'AG1CODE' });
  await addMember('player01', 0);
  await addMember('frozen01', 9);
});
afterAll(() => ctx.close());

describe('roles', () => {
  it('sends agents to the agent side and refuses members there', async () => {
    const agent = await client().login('agent001', 'secret12', { agent: true });
    expect(agent.json().value.role).toBe('agent');
    const member = client('10.2.0.1');
    await member.register({ username: 'member02', password: 'secret12', confirmPassword: 'secret12' });
    const refused = await client('10.2.0.1').login('member02', 'secret12', { agent: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_AGENT');
  });

  it('refuses an account type that is not a member (member_no_enter)', async () => {
    const response = await client('10.3.0.1').login('frozen01', 'secret12');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'MEMBER_NO_ENTER', message: 'error.member_no_enter' });
  });

  it('gives a trial session that is kept out of member-only calls', async () => {
    const trial = client();
    const started = await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W', os: 'linux' });
    expect(started.json().value.role).toBe('trial');
    trial.token = started.json().value.token;
    expect((await trial.call('GET', '/wps/member/info')).json().value).toMatchObject({ isTrial: true, type: 4 });
    const consolidated = await trial.call('GET', '/wps/member/info/funds/consolidated');
    expect(consolidated.statusCode).toBe(403);
    expect(consolidated.json()).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'error.in_need_true_account' });
  });

  it('refuses free play where the site has it off', async () => {
    await ctx.database.db
      .update(sites)
      .set({ switches: { ...(await siteSwitches()), FREEPLAY3: false } })
      .where(eq(sites.id, site.id));
    await ctx.app.sites.reload();
    const response = await client().call('POST', '/wps/session/login/freeplay', { platform: 'W' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FEATURE_DISABLED');
  });
});

async function siteSwitches() {
  const [row] = await ctx.database.db.select({ switches: sites.switches }).from(sites).where(eq(sites.id, site.id));
  return row!.switches;
}

describe('forced password change', () => {
  it('flags the site default password and an expired one under PWDEXPFORCECHANGE3', async () => {
    await addMember('downline1', 0, { passwordHash: await hashPassword('Default123') });
    const byDefault = await client('10.4.0.1').login('downline1', 'Default123');
    expect(byDefault.json().value).toMatchObject({ defaultPassword: true, passwordExpired: false });
    const old = await addMember('oldtimer1', 0);
    await ctx.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(members.id, old.id));
    const expired = await client('10.4.0.2').login('oldtimer1', 'secret12');
    expect(expired.json().value).toMatchObject({ defaultPassword: false, passwordExpired: true });
  });
});

describe('invitation codes', () => {
  it('checks a code and places the new member under its agent', async () => {
    const check = await client().call('GET', '/wps/agent/affiliate?code=ag1code');
    expect(check.json()).toEqual({ success: true, value: { valid: true, agent: 'agent001' } });
    const bad = await client().call('GET', '/wps/agent/affiliate?code=NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVITATION_CODE_ERROR', message: 'error.invitation_code_error' });
    const invited = await client('10.5.0.1').register({
      username: 'invited1',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: 'AG1CODE',
    });
    expect(invited.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(members).where(eq(members.username, 'invited1'));
    const [agent] = await ctx.database.db.select().from(members).where(eq(members.username, 'agent001'));
    expect(row!.parentId).toBe(agent!.id);
    const refused = await client('10.5.0.2').register({
      username: 'invited2',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: 'WRONG1',
    });
    expect(refused.json()).toMatchObject({ code: 'INVITATION_CODE_ERROR', field: 'body.affiliateCode' });
  });
});

describe('sign-in from a new address', () => {
  it('asks for the SMS code sent to the account number when the site verifies new addresses', async () => {
    await ctx.database.db.update(sites).set({ verifyNewAddress: true }).where(eq(sites.id, site.id));
    await ctx.app.sites.reload();
    await addMember('traveller', 0, { countryDialingCode: '+81', mobileNum: '9011112222' });
    expect((await client('10.6.0.1').login('traveller', 'secret12')).statusCode).toBe(200); // first address: known from now on
    const elsewhere = client('10.6.0.2');
    const asked = await elsewhere.login('traveller', 'secret12');
    expect(asked.statusCode).toBe(403);
    expect(asked.json().code).toBe('VERIFICATION_REQUIRED');
    // A code asked for another number is never sent, and the answer looks the same.
    const foreign = await elsewhere.call('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '+81',
      mobileNum: '9000000000',
      purpose: 'verify-login',
      username: 'traveller',
    });
    expect(foreign.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const [none] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, '+819000000000'));
    expect(none).toBeUndefined();
    // A second text from the same address in its hour needs a captcha.
    await elsewhere.call('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '+81',
      mobileNum: '9011112222',
      purpose: 'verify-login',
      username: 'traveller',
      ...(await elsewhere.captcha()),
    });
    const [message] = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, '+819011112222'));
    const code = smsCodeIn(message!.body);
    const verified = await elsewhere.login('traveller', 'secret12', { verificationCode: code });
    expect(verified.statusCode).toBe(200);
    expect((await client('10.6.0.2').login('traveller', 'secret12')).statusCode).toBe(200); // now known
  });
});

describe('captcha on every sign-in', () => {
  it('asks a first attempt for a captcha where the site requires one always', async () => {
    const strict = await buildSite(ctx.database.db, { site: { loginCaptchaAlways: true } });
    await ctx.app.sites.reload();
    const visitor = new PortalClient(ctx.app, strict.code, '10.7.0.1');
    const whitelabel = await visitor.call('GET', '/wps/system/whitelabel');
    expect(whitelabel.json().value.loginCaptcha).toBe(true);
    await createMember(
      ctx.database.db,
      {
        siteId: strict.id,
        username: 'careful1',
        passwordHash: await hashPassword('secret12'),
        memberType: 0,
        nickname: 'c',
      },
      'USD',
    );
    const first = await visitor.login('careful1', 'secret12');
    expect(first.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaRequired: true });
    expect((await visitor.login('careful1', 'secret12', await visitor.captcha())).statusCode).toBe(200);
  });
});
