import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient, smsCodeIn } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
const client = (ip: string) => new PortalClient(ctx.app, site.code, ip);
const sendLogin = (ip: string, mobileNum: string, extra: Record<string, unknown> = {}) =>
  client(ip).call('POST', '/wps/verification/sms/noLogin', {
    countryDialingCode: '+84',
    mobileNum,
    purpose: 'login',
    ...extra,
  });

async function sentTo(recipient: string) {
  const [row] = await ctx.database.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, recipient));
  return row?.n ?? 0;
}

async function lastCode(recipient: string) {
  const [message] = await ctx.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return smsCodeIn(message!.body);
}

const statusCodes = (responses: { json(): { code?: string } }[]) =>
  responses.reduce<Record<string, number>>((tally, response) => {
    const code = response.json().code ?? 'OK';
    tally[code] = (tally[code] ?? 0) + 1;
    return tally;
  }, {});

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha, clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  // Sign-in codes go only to numbers with an account.
  for (const [username, mobileNum] of [
    ['mobile01', '933000001'],
    ['mobile02', '933000900'],
  ]) {
    await createMember(
      ctx.database.db,
      {
        siteId: site.id,
        username: username!,
        passwordHash: await hashPassword('secret12'),
        memberType: 0,
        nickname: username!,
        countryDialingCode: '+84',
        mobileNum,
      },
      'USD',
    );
  }
});
afterAll(() => ctx.close());

describe('SMS sending limits under parallel bursts', () => {
  it('sends one text of a burst of 48 to one number from 48 addresses', async () => {
    const burst = await Promise.all(Array.from({ length: 48 }, (_, i) => sendLogin(`10.30.0.${i + 1}`, '933000900')));
    expect(statusCodes(burst)).toEqual({ OK: 1, THROTTLED: 47 });
    expect(await sentTo('+84933000900')).toBe(1);
  });

  it('lets one address text one number without a captcha, then only with one and only so many', async () => {
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => sendLogin('10.30.1.1', `93300${1000 + i}`)));
    expect(statusCodes(burst)).toEqual({ OK: 1, CAPTCHA_REQUIRED: 99 });
    const sender = client('10.30.1.1');
    const answered = [];
    for (let i = 0; i < 12; i++) {
      const answer = await sender.captcha();
      clock.advance(1000);
      answered.push(await sendLogin('10.30.1.1', `93300${2000 + i}`, answer));
    }
    // The hour allows ten texts from one address; the first was the burst's.
    expect(statusCodes(answered)).toEqual({ OK: 9, SMS_TOO_MANY: 3 });
  });
});

describe('SMS code tries under a parallel burst', () => {
  it('compares at most five codes of a burst of 199 wrong ones and the right one', async () => {
    clock.advance(60 * 60_000);
    expect((await sendLogin('10.30.2.1', '933000001')).statusCode).toBe(200);
    const right = await lastCode('+84933000001');
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const attacker = client('10.30.2.2');
    const signIn = (verificationCode: string) =>
      attacker.enc('POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+84',
        mobileNum: '933000001',
        verificationCode,
      });
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(i === 120 ? right : wrong(i))));
    const tally = statusCodes(burst);
    // Compared: a wrong code answered as wrong, or the right one signed in. The rest found the code dead.
    expect((tally.SMS_CODE_INVALID ?? 0) + (tally.OK ?? 0)).toBeLessThanOrEqual(5);
    expect(tally.SMS_CODE_EXPIRED).toBeGreaterThanOrEqual(195);
    const late = await signIn(right);
    expect(late.statusCode).toBe(400);
    const reset = await attacker.enc('POST', '/wps/member/password/verification', {
      countryDialingCode: '+84',
      mobileNum: '933000001',
      verificationCode: right,
      newPassword: 'taken123',
    });
    expect(reset.statusCode).toBe(400);
  });
});
