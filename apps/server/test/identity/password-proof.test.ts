import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

async function member(username: string) {
  const client = new PortalClient(ctx.app, site.code, '10.60.0.1');
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  return client;
}
const change = (client: PortalClient, oldPassword: string) =>
  client.enc('PUT', '/wps/member/password', { oldPassword, newPassword: 'better12', confirmNewPassword: 'better12' });

describe('proving the login password again', () => {
  it('is no unlimited oracle: five wrong current passwords lock the check, even for the right one', async () => {
    const client = await member('oracle01');
    for (let i = 0; i < 5; i++) {
      expect((await change(client, `guess-${i}1`)).json()).toMatchObject({
        code: 'PASSWORD_INCORRECT',
        field: 'body.oldPassword',
      });
    }
    const locked = await change(client, 'secret12');
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', field: 'body.oldPassword' });
    clock.advance(15 * 60_000);
    expect((await change(client, 'secret12')).statusCode).toBe(200);
  });

  it('compares no more than five of a parallel burst of guesses and the right one', async () => {
    const client = await member('oracle02');
    const guesses = Array.from({ length: 40 }, (_, i) => `guess-${i}x`);
    const answers = await Promise.all([...guesses, 'secret12'].map((guess) => change(client, guess)));
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'PASSWORD_INCORRECT').length).toBeLessThanOrEqual(5);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    // The password is unchanged: the old one still signs in.
    expect((await new PortalClient(ctx.app, site.code, '10.60.0.2').login('oracle02', 'secret12')).statusCode).toBe(
      200,
    );
  });
});
