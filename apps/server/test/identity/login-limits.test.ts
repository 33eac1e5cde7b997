import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/db/schema/index.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { knownCaptcha, PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
const client = (ip: string) => new PortalClient(ctx.app, site.code, ip);

beforeAll(async () => {
  ctx = await createTestApp(
    { THROTTLE_RULES: { loginFailuresPerAddress: { limit: 40, windowMs: 900_000, blockMs: 900_000 } } },
    { drawCaptcha: knownCaptcha, clock: clock.now },
  );
  site = await buildSite(ctx.database.db, { site: { loginMaxFailures: 10 } });
  await ctx.app.sites.reload();
  for (const username of ['victim01', 'victim02', 'victim03', 'victim04']) {
    await createMember(
      ctx.database.db,
      { siteId: site.id, username, passwordHash: await hashPassword('secret12'), memberType: 0, nickname: username },
      'USD',
    );
  }
});
afterAll(() => ctx.close());

/** Captchas drawn one after another from an address, the clock moving a second between them (SPEC §5). */
async function captchas(visitor: PortalClient, n: number) {
  const drawn = [];
  for (let i = 0; i < n; i++) {
    drawn.push(await visitor.captcha());
    clock.advance(1000);
  }
  return drawn;
}

/** Password verdicts on record for an account: each is one guess that was really tried. */
async function triedGuesses(account: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.siteId, site.id), eq(loginAttempts.account, account)));
  return row?.n ?? 0;
}

const codes = (responses: { json(): { code?: string } }[]) =>
  responses.reduce<Record<string, number>>((tally, response) => {
    const code = response.json().code ?? 'OK';
    tally[code] = (tally[code] ?? 0) + 1;
    return tally;
  }, {});

describe('sign-in limits under parallel bursts', () => {
  it('tries one guess of a captcha-free burst and asks every other for a captcha', async () => {
    const visitor = client('10.20.0.1');
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => visitor.login('victim01', `wrong-${i}`)));
    expect(codes(burst)).toEqual({ LOGIN_FAILED: 1, CAPTCHA_REQUIRED: 99 });
    expect(await triedGuesses('victim01')).toBe(1);
  });

  it('tries no more than the limit of 299 wrong passwords and the right one sent at once', async () => {
    const visitor = client('10.20.0.2');
    const answers = await captchas(visitor, 300);
    const guesses = answers.map((_, i) => (i === 150 ? 'secret12' : `wrong-${i}`));
    const burst = await Promise.all(guesses.map((password, i) => visitor.login('victim02', password, answers[i])));
    const tally = codes(burst);
    const tried = await triedGuesses('victim02');
    expect(tried).toBeLessThanOrEqual(10);
    // Every guess past the limit was refused before its password was looked at.
    expect(tally.ACCOUNT_LOCKED).toBeGreaterThanOrEqual(290);
    expect((tally.LOGIN_FAILED ?? 0) + (tally.OK ?? 0) + (tally.ACCOUNT_LOCKED ?? 0)).toBe(300);
    if (burst[150]?.statusCode === 200) {
      // The right password won a place among the first ten: a real sign-in, which clears the count.
      expect(tried).toBeLessThanOrEqual(10);
    } else {
      const [late] = await captchas(visitor, 1);
      const right = await visitor.login('victim02', 'secret12', late);
      expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', params: { minutes: 15 } });
    }
  });

  it('locks the account for the failing address only; the owner elsewhere signs in with a captcha', async () => {
    const attacker = client('10.20.0.3');
    const answers = await captchas(attacker, 10);
    let last = await attacker.login('victim03', 'wrong-0', answers[0]);
    for (let i = 1; i < 10; i++) last = await attacker.login('victim03', `wrong-${i}`, answers[i]);
    expect(last.statusCode).toBe(423);
    expect(last.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', params: { minutes: 15 } });

    const owner = client('10.20.9.9');
    const withoutCaptcha = await owner.login('victim03', 'secret12');
    expect(withoutCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const [answer] = await captchas(owner, 1);
    expect((await owner.login('victim03', 'secret12', answer)).statusCode).toBe(200);
  });

  it('opens the lock once its time has passed', async () => {
    const attacker = client('10.20.0.4');
    const answers = await captchas(attacker, 11);
    for (let i = 0; i < 10; i++) await attacker.login('victim04', `wrong-${i}`, answers[i]);
    expect((await attacker.login('victim04', 'secret12', answers[10])).json().code).toBe('ACCOUNT_LOCKED');
    clock.advance(15 * 60_000);
    const [answer] = await captchas(attacker, 1);
    expect((await attacker.login('victim04', 'secret12', answer)).statusCode).toBe(200);
  });

  it('draws one captcha of a parallel burst of 50 from one address', async () => {
    clock.advance(1000);
    const visitor = client('10.20.0.6');
    const burst = await Promise.all(Array.from({ length: 50 }, () => visitor.call('GET', '/wps/captcha')));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((response) => response.json().code === 'THROTTLED')).toHaveLength(49);
  });

  it('blocks an address spraying passwords over many accounts', async () => {
    const sprayer = client('10.20.0.5');
    const answers = await captchas(sprayer, 45);
    const results = [];
    for (let i = 0; i < 45; i++) results.push(await sprayer.login(`nobody${i}`, 'Password1', answers[i]));
    expect(results.slice(0, 39).every((response) => response.json().code === 'LOGIN_FAILED')).toBe(true);
    expect(results.slice(40).every((response) => response.json().code === 'ACCOUNT_LOCKED')).toBe(true);
  });
});
