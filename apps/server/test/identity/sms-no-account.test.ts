import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient, smsCodeIn } from '../portal-client.js';

/**
 * Issue 22 finding 11: sign-in and reset codes went to any number, account or not (a way to text
 * strangers on the site's bill). Now only a number with an account on the site gets one, and the
 * answer is the same either way, so the call tells nobody which numbers have accounts.
 */
let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
let address = 0;
const client = () => new PortalClient(ctx.app, site.code, `10.22.11.${++address}`);

const member = { countryDialingCode: '+84', mobileNum: '911222333' };
const stranger = { countryDialingCode: '+84', mobileNum: '944555666' };
const sentTo = async (number: typeof member) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, `${number.countryDialingCode}${number.mobileNum}`));

beforeAll(async () => {
  ctx = await createTestApp({}, { drawCaptcha: knownCaptcha, clock: clock.now });
  site = await buildSite(ctx.database.db, { site: { smsExpiredMinutes: 2 } });
  await ctx.app.sites.reload();
  await client().call('POST', '/wps/verification/sms/register', {
    countryDialingCode: member.countryDialingCode,
    mobileNo: member.mobileNum,
  });
  const [registration] = await sentTo(member);
  const registered = await client().register(
    { ...member, password: 'secret12', confirmPassword: 'secret12', verificationCode: smsCodeIn(registration!.body) },
    '/wps/member/register/mobile',
  );
  expect(registered.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('sign-in and reset codes', () => {
  it.each(['login', 'reset-password'] as const)(
    '%s: sent only to a number with an account, answered alike',
    async (purpose) => {
      clock.advance(2_000);
      const before = (await sentTo(member)).length;
      const toMember = await client().call('POST', '/wps/verification/sms/noLogin', { ...member, purpose });
      const toStranger = await client().call('POST', '/wps/verification/sms/noLogin', { ...stranger, purpose });
      expect(toMember.statusCode).toBe(200);
      expect([toStranger.statusCode, toStranger.body]).toEqual([toMember.statusCode, toMember.body]);
      expect(await sentTo(member)).toHaveLength(before + 1);
      expect(await sentTo(stranger)).toHaveLength(0);
    },
  );

  it('still counts a send to a number without an account against its limits', async () => {
    const answers = [];
    for (let index = 0; index < 6; index++) {
      clock.advance(1_100);
      answers.push(await client().call('POST', '/wps/verification/sms/noLogin', { ...stranger, purpose: 'login' }));
    }
    // Two were sent above; the number's limit of five in five minutes holds whether or not it has an account.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await sentTo(stranger)).toHaveLength(0);
  });
});
