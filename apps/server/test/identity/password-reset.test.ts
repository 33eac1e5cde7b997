import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../src/db/schema/index.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
const client = (ip: string) => new PortalClient(ctx.app, site.code, ip);
const ask = (ip: string, username: string, email: string) =>
  client(ip).call('POST', '/wps/member/password/email', { username, email });
const reset = (ip: string, username: string, code: string, newPassword = 'brandnew12') =>
  client(ip).enc('POST', '/wps/member/password/email/reset', {
    username,
    code,
    newPassword,
    confirmNewPassword: newPassword,
  });

async function mailsTo(address: string) {
  return ctx.database.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));
}
const codeIn = (body: string) => body.match(/reset code is ([A-Z0-9]{10})\./)![1]!;

async function registerWithEmail(username: string, email: string) {
  const member = client('10.50.9.9');
  const response = await member.register({ username, password: 'secret12', confirmPassword: 'secret12', email });
  expect(response.statusCode).toBe(200);
  return member;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('forgotten password by e-mail', () => {
  it('mails a single-use code and changes nothing until it is used; a wrong e-mail answers alike', async () => {
    const session = await registerWithEmail('forgetful', 'ann@example.com');
    const wrong = await ask('10.50.0.1', 'forgetful', 'x@example.com');
    const right = await ask('10.50.0.2', 'forgetful', 'ANN@example.com');
    expect(wrong.json()).toEqual(right.json());
    const mails = await mailsTo('ann@example.com');
    expect(mails).toHaveLength(1);
    const code = codeIn(mails[0]!.body);
    // Nothing changed yet: the old password and the session still work.
    expect((await client('10.50.0.3').login('forgetful', 'secret12')).statusCode).toBe(200);
    expect((await session.call('GET', '/wps/member/info')).statusCode).toBe(200);

    expect((await reset('10.50.0.4', 'forgetful', 'AAAAAAAAAA')).json()).toMatchObject({
      code: 'RESET_CODE_INVALID',
      field: 'body.code',
    });
    const done = await reset('10.50.0.4', 'forgetful', code.toLowerCase());
    expect(done.statusCode).toBe(200);
    expect((await session.call('GET', '/wps/member/info')).json().code).toBe('SESSION_EXPIRED');
    expect((await client('10.50.0.5').login('forgetful', 'brandnew12')).statusCode).toBe(200);
    expect((await reset('10.50.0.4', 'forgetful', code, 'another12')).json().code).toBe('RESET_CODE_INVALID');
  });

  it('refuses an expired code and names the field of a malformed one', async () => {
    await registerWithEmail('slowpoke', 'slow@example.com');
    await ask('10.51.0.1', 'slowpoke', 'slow@example.com');
    const code = codeIn((await mailsTo('slow@example.com'))[0]!.body);
    await ctx.database.db.execute(sql`UPDATE ${passwordResets} SET expires_at = now() - interval '1 second'`);
    expect((await reset('10.51.0.2', 'slowpoke', code)).json().code).toBe('RESET_CODE_INVALID');
    expect((await reset('10.51.0.2', 'slowpoke', 'short')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'body.code',
    });
  });

  it('compares at most five codes of a burst of wrong ones and the right one', async () => {
    await registerWithEmail('targeted', 'target@example.com');
    await ask('10.52.0.1', 'targeted', 'target@example.com');
    const code = codeIn((await mailsTo('target@example.com'))[0]!.body);
    const guesses = Array.from({ length: 60 }, (_, i) => `ZZZZZZZ${String(100 + i).replace(/[01]/g, '9')}`);
    const burst = await Promise.all([...guesses, code].map((guess) => reset('10.52.0.2', 'targeted', guess)));
    expect(burst.every((response) => response.json().code === 'RESET_CODE_INVALID')).toBe(true);
    expect((await client('10.52.0.3').login('targeted', 'secret12')).statusCode).toBe(200);
  });

  it('sends three codes an hour per account and ten per address', async () => {
    await registerWithEmail('spammed1', 'spam@example.com');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask(`10.53.0.${i + 1}`, 'spammed1', 'spam@example.com'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('spam@example.com')).toHaveLength(3);
    const sprayed = await Promise.all(
      Array.from({ length: 15 }, (_, i) => ask('10.53.1.1', `nobody${i}x`, 'who@example.com')),
    );
    expect(sprayed.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    clock.advance(60 * 60_000);
    expect((await ask('10.53.0.9', 'spammed1', 'spam@example.com')).statusCode).toBe(200);
  });
});
