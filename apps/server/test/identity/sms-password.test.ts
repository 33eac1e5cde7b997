import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox, smsCodes } from '../../src/db/schema/index.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient, smsCodeIn } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const client = (ip?: string) => new PortalClient(ctx.app, site.code, ip);

/** The code the local SMS provider "sent" to a number, read from the outbox as an operator would. */
async function lastCode(recipient: string): Promise<string> {
  const [message] = await ctx.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!message) throw new Error(`nothing sent to ${recipient}`);
  return smsCodeIn(message.body);
}

const number = { countryDialingCode: '+84', mobileNum: '912345678' };
const clock = manualClock();

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha, clock: clock.now });
  site = await buildSite(ctx.database.db, { site: { smsExpiredMinutes: 2 } });
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('mobile registration and SMS sign-in', () => {
  it('registers by mobile number with the code from the outbox, then signs in by SMS', async () => {
    const sent = await client('10.9.0.1').call('POST', '/wps/verification/sms/register', {
      countryDialingCode: '+84',
      mobileNo: '912345678',
    });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 2 } });
    const member = client();
    const registered = await member.register(
      {
        ...number,
        password: 'secret12',
        confirmPassword: 'secret12',
        verificationCode: await lastCode('+84912345678'),
      },
      '/wps/member/register/mobile',
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json().value.account).toBe('84912345678');
    expect((await member.call('GET', '/wps/member/info')).json().value.mobileNum).toBe('*****5678');

    clock.advance(1100); // one code a second per number
    await client('10.9.0.2').call('POST', '/wps/verification/sms/noLogin', { ...number, purpose: 'login' });
    const code = await lastCode('+84912345678');
    const signedIn = await client().enc('POST', '/wps/session/login', {
      type: 'sms',
      ...number,
      verificationCode: code,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().value).toMatchObject({ role: 'member', defaultPassword: false, passwordExpired: false });
    // Single use: the same code again is refused.
    const replay = await client().enc('POST', '/wps/session/login', { type: 'sms', ...number, verificationCode: code });
    expect(replay.json()).toMatchObject({ code: 'SMS_CODE_INVALID', field: 'body.verificationCode' });
  });

  it('refuses a second request within a second, then too many within five minutes', async () => {
    const other = { countryDialingCode: '+84', mobileNo: '987654321' };
    const send = (ip: string) => client(ip).call('POST', '/wps/verification/sms/register', other);
    expect((await send('10.9.1.1')).statusCode).toBe(200);
    const again = await send('10.9.1.2');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('THROTTLED');
    for (let index = 3; index <= 6; index++) {
      clock.advance(1000);
      expect((await send(`10.9.1.${index}`)).statusCode).toBe(200);
    }
    clock.advance(1000);
    const tooMany = await send('10.9.1.7');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: 'SMS_TOO_MANY', message: 'error.sms_too_many' });
    clock.advance(4 * 60_000);
    expect((await send('10.9.1.8')).json().code).toBe('SMS_TOO_MANY');
    clock.advance(60_000);
    expect((await send('10.9.1.9')).statusCode).toBe(200);
  });

  it('refuses an expired code and a code of another purpose', async () => {
    const third = { countryDialingCode: '+84', mobileNum: '911111111' };
    // Reset codes go only to numbers with an account.
    await client().register({ username: 'third01', password: 'secret12', confirmPassword: 'secret12' });
    await ctx.database.db.update(members).set(third).where(eq(members.username, 'third01'));
    await client('10.9.2.1').call('POST', '/wps/verification/sms/noLogin', { ...third, purpose: 'reset-password' });
    const code = await lastCode('+84911111111');
    const wrongPurpose = await client().enc('POST', '/wps/session/login', {
      type: 'sms',
      ...third,
      verificationCode: code,
    });
    expect(wrongPurpose.json().code).toBe('SMS_CODE_INVALID');
    await ctx.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(smsCodes.mobileNum, '911111111'), eq(smsCodes.purpose, 'reset-password')));
    const expired = await client().enc('POST', '/wps/member/password/verification', {
      ...third,
      verificationCode: code,
      newPassword: 'newpass12',
    });
    expect(expired.json().code).toBe('SMS_CODE_EXPIRED');
  });
});

describe('passwords', () => {
  it('changes the password with the old one, ends other sessions, and applies the site rule', async () => {
    const first = client();
    await first.register({ username: 'changer1', password: 'secret12', confirmPassword: 'secret12' });
    const second = client();
    await second.login('changer1', 'secret12');
    const weak = await first.enc('PUT', '/wps/member/password', {
      oldPassword: 'secret12',
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(weak.json()).toMatchObject({
      field: 'body.newPassword',
      message: 'reg_pattern_6',
      params: { min: 6, max: 20 },
    });
    const wrongOld = await first.enc('PUT', '/wps/member/password', {
      oldPassword: 'guess123',
      newPassword: 'better12',
      confirmNewPassword: 'better12',
    });
    expect(wrongOld.json()).toMatchObject({ code: 'PASSWORD_INCORRECT', field: 'body.oldPassword' });
    const changed = await first.enc('PUT', '/wps/member/password', {
      oldPassword: 'secret12',
      newPassword: 'better12',
      confirmNewPassword: 'better12',
    });
    expect(changed.statusCode).toBe(200);
    expect((await first.call('GET', '/wps/member/info')).statusCode).toBe(200);
    expect((await second.call('GET', '/wps/member/info')).json().code).toBe('SESSION_EXPIRED');
    expect((await client('10.8.0.1').login('changer1', 'better12')).statusCode).toBe(200);
  });

  it('resets by mobile and signs in', async () => {
    clock.advance(1100);
    await client('10.9.3.1').call('POST', '/wps/verification/sms/noLogin', { ...number, purpose: 'reset-password' });
    const reset = await client().enc('POST', '/wps/member/password/verification', {
      ...number,
      verificationCode: await lastCode('+84912345678'),
      newPassword: 'resetpw12',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().value.token).toEqual(expect.any(String));
    expect((await client('10.8.0.3').login('84912345678', 'resetpw12')).statusCode).toBe(200);
  });
});
