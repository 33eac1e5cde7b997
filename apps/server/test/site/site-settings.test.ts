import { gamePaths, operatorSiteSettingsPaths, systemPaths } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { knownCaptcha, PortalClient } from '../portal-client.js';

// Issue 25 "Sites": a site's access (status, a maintenance window, countries, languages), rules (default password,
// sign-in and payment password protection, withdrawal limits) and switches, changed by its owners, audited, and
// served to members at once.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let owner: OperatorCall;
let risk: OperatorCall;
let reader: OperatorCall;
let support: OperatorCall;
const clock = manualClock();
const minute = 60_000;
const googleDns = '8.8.8.8'; // a long-stable United States address in GeoLite2

const settingsPath = (code: string) => operatorSiteSettingsPaths.settings.replace(':code', code);
const failure = (answer: { statusCode: number; json(): { code?: string; field?: string } }) => [
  answer.statusCode,
  answer.json().code,
  answer.json().field,
];
const at = (minutes: number) => new Date(clock.now() + minutes * minute).toISOString();
const member = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { merchant: site.code, ...headers } });

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: true }, { drawCaptcha: knownCaptcha, clock: clock.now });
  site = await buildSite(ctx.database.db, { site: { loginMaxFailures: 10 } });
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  await createMember(
    ctx.database.db,
    {
      siteId: site.id,
      username: 'settle01',
      passwordHash: await hashPassword('secret12'),
      memberType: 0,
      nickname: 's',
    },
    'USD',
  );
  owner = await signInOperator(ctx, site.code, 'settings-owner', [site.id]);
  risk = await signInOperator(ctx, site.code, 'settings-risk', [site.id], 'risk');
  reader = await signInOperator(ctx, site.code, 'settings-reader', [site.id], 'read-only');
  support = await signInOperator(ctx, site.code, 'settings-support', [site.id], 'support');
});
afterAll(() => ctx.close());

describe('GET /wps/operator/sites/:code/settings', () => {
  it('401 without a session, 403 to support and for another site, 404 for no site; risk and read-only read', async () => {
    expect((await member(settingsPath(site.code))).statusCode).toBe(401);
    expect(failure(await support('GET', settingsPath(site.code)))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await owner('GET', settingsPath(other.code)))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await owner('GET', settingsPath('NOSUCH')))).toEqual([404, 'NOT_FOUND', 'params.code']);
    const read = await reader('GET', settingsPath(site.code));
    expect(read.statusCode).toBe(200);
    expect(read.json().value).toMatchObject({
      code: site.code,
      status: 'open',
      maintenanceStartsAt: null,
      maintenanceEndsAt: null,
      inMaintenanceWindow: false,
      loginMaxFailures: 10,
      currency: { code: 'USD', decimals: 2 },
      withdrawMinAmount: expect.stringMatching(/^\d+$/),
      switches: expect.objectContaining({ FREEPLAY3: expect.any(Boolean) }),
    });
    expect((await risk('GET', settingsPath(site.code))).statusCode).toBe(200);
  });
});

describe('PUT /wps/operator/sites/:code/settings', () => {
  it('401, 403 to read-only, risk and another site, 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: settingsPath(site.code),
      headers: { merchant: site.code },
      payload: { loginMaxFailures: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(failure(await reader('PUT', settingsPath(site.code), { loginMaxFailures: 3 }))[0]).toBe(403);
    expect(failure(await risk('PUT', settingsPath(site.code), { loginMaxFailures: 3 }))[0]).toBe(403);
    expect(failure(await owner('PUT', settingsPath(other.code), { loginMaxFailures: 3 }))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    const refused = async (body: Record<string, unknown>) => failure(await owner('PUT', settingsPath(site.code), body));
    expect(await refused({})).toEqual([400, 'VALIDATION_ERROR', 'body.status']);
    expect(await refused({ loginMaxFailures: 0 })).toEqual([400, 'VALIDATION_ERROR', 'body.loginMaxFailures']);
    expect(await refused({ loginLockMinutes: 1.5 })).toEqual([400, 'VALIDATION_ERROR', 'body.loginLockMinutes']);
    expect(await refused({ withdrawMinAmount: '10.50' })).toEqual([400, 'VALIDATION_ERROR', 'body.withdrawMinAmount']);
    expect(await refused({ withdrawMinAmount: '0' })).toEqual([400, 'VALIDATION_ERROR', 'body.withdrawMinAmount']);
    expect(await refused({ withdrawMinAmount: '900', withdrawMaxAmount: '800' })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.withdrawMaxAmount',
    ]);
    // Against the stored maximum too.
    expect(await refused({ withdrawMinAmount: '900000000000' })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.withdrawMaxAmount',
    ]);
    expect(await refused({ defaultPassword: 'ab c' })).toEqual([400, 'VALIDATION_ERROR', 'body.defaultPassword']);
    expect(await refused({ maintenanceStartsAt: at(10) })).toEqual([400, 'VALIDATION_ERROR', 'body.maintenanceEndsAt']);
    expect(await refused({ maintenanceStartsAt: at(10), maintenanceEndsAt: at(5) })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.maintenanceEndsAt',
    ]);
    expect(await refused({ maintenanceStartsAt: at(-60), maintenanceEndsAt: at(-5) })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.maintenanceEndsAt',
    ]);
    expect(await refused({ maintenanceStartsAt: 'tomorrow', maintenanceEndsAt: at(5) })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.maintenanceStartsAt',
    ]);
    expect(await refused({ allowedCountries: ['XX'] })).toEqual([400, 'VALIDATION_ERROR', 'body.allowedCountries']);
    expect(await refused({ languages: ['TY'] })).toEqual([400, 'VALIDATION_ERROR', 'body.defaultLanguage']);
    expect(await refused({ status: 'paused' })).toEqual([400, 'VALIDATION_ERROR', 'body.status']);
    // Nothing changed.
    expect((await owner('GET', settingsPath(site.code))).json().value.loginMaxFailures).toBe(10);
  });

  it('200: fewer sign-in failures lock a member sooner; audited before and after, the password itself not', async () => {
    const answer = await owner('PUT', settingsPath(site.code), {
      loginMaxFailures: 2,
      defaultPassword: 'Start2026',
      withdrawMinAmount: '5000',
      withdrawMaxAmount: '200000',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      loginMaxFailures: 2,
      defaultPassword: 'Start2026',
      withdrawMinAmount: '5000',
      withdrawMaxAmount: '200000',
    });
    expect((await owner('GET', settingsPath(site.code))).json().value.loginMaxFailures).toBe(2);

    const visitor = new PortalClient(ctx.app, site.code, '10.30.0.1');
    const captchaNow = async () => {
      clock.advance(1000);
      return visitor.captcha();
    };
    expect(failure(await visitor.login('settle01', 'wrong-1'))[1]).toBe('LOGIN_FAILED');
    // The second failure reaches the new limit and locks (ten were allowed before); the right password meets the lock.
    expect(failure(await visitor.login('settle01', 'wrong-2', await captchaNow()))[1]).toBe('ACCOUNT_LOCKED');
    expect((await visitor.login('settle01', 'secret12', await captchaNow())).json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.settings'), eq(auditLog.siteId, site.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.subject).toBe(`site:${site.code}`);
    expect(audit?.details).toMatchObject({
      defaultPasswordChanged: true,
      before: { loginMaxFailures: 10 },
      after: { loginMaxFailures: 2, withdrawMinAmount: '5000' },
    });
    expect(audit?.details.ip).toBeTruthy();
    expect(JSON.stringify(audit?.details)).not.toContain('Start2026');
  });

  it('200: an allow list blocks every other country; switches change a few at a time, a burst keeps them all', async () => {
    const status = async (ip?: string) =>
      (await member(systemPaths.status, ip ? { 'x-forwarded-for': ip } : {})).json().value.status;
    expect(await status(googleDns)).toBe(0);
    expect((await owner('PUT', settingsPath(site.code), { allowedCountries: ['VN'] })).statusCode).toBe(200);
    expect(await status(googleDns)).toBe(2);
    expect((await member(gamePaths.menus, { 'x-forwarded-for': googleDns })).statusCode).toBe(403);
    expect(await status('10.1.2.3')).toBe(0);
    expect((await owner('PUT', settingsPath(site.code), { allowedCountries: [] })).statusCode).toBe(200);
    expect(await status(googleDns)).toBe(0);

    // Four owners' tabs save one switch each at the same moment: the row lock keeps every one.
    const keys = ['FREEPLAY3', 'AGENTPOLICY3', 'USERNAMEREG', 'SMSONREG'] as const;
    const start = (await owner('GET', settingsPath(site.code))).json().value.switches;
    const burst = await Promise.all(
      keys.map((key) => owner('PUT', settingsPath(site.code), { switches: { [key]: !start[key] } })),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const switches = (await member(systemPaths.whitelabel)).json().value.switches;
    for (const key of keys) expect([key, switches[key]]).toEqual([key, !start[key]]);
    expect(switches.CHNGPASSVERIF3).toBe(start.CHNGPASSVERIF3);
  });

  it('200: a maintenance window closes the member site inside it by the clock, and not outside', async () => {
    // A window that covers now: members meet maintenance at once, with its end; operators still work.
    const covering = await owner('PUT', settingsPath(site.code), {
      maintenanceStartsAt: at(-1),
      maintenanceEndsAt: at(30),
    });
    expect(covering.json().value).toMatchObject({ status: 'open', inMaintenanceWindow: true });
    expect((await member(gamePaths.menus)).statusCode).toBe(503);
    expect((await member(systemPaths.status)).json().value).toMatchObject({ status: 1, maintenanceEndsAt: at(30) });
    expect((await member(systemPaths.permission)).json().value.maintenance).toBe(true);
    // Cleared: the site is back.
    const cleared = await owner('PUT', settingsPath(site.code), { maintenanceStartsAt: null, maintenanceEndsAt: null });
    expect(cleared.json().value).toMatchObject({ maintenanceEndsAt: null, inMaintenanceWindow: false });
    expect((await member(gamePaths.menus)).statusCode).toBe(200);

    // A window ahead: open until it starts, closed inside it, open again after it, by the app's clock alone.
    const ahead = await owner('PUT', settingsPath(site.code), {
      maintenanceStartsAt: at(60),
      maintenanceEndsAt: at(120),
    });
    expect(ahead.json().value.inMaintenanceWindow).toBe(false);
    const end = at(120);
    expect((await member(gamePaths.menus)).statusCode).toBe(200);
    expect((await member(systemPaths.status)).json().value).not.toHaveProperty('maintenanceEndsAt');
    clock.advance(59 * minute);
    expect((await member(gamePaths.menus)).statusCode).toBe(200);
    clock.advance(2 * minute);
    expect((await member(gamePaths.menus)).statusCode).toBe(503);
    expect((await member(systemPaths.status)).json().value).toMatchObject({ status: 1, maintenanceEndsAt: end });
    clock.advance(60 * minute);
    expect((await member(gamePaths.menus)).statusCode).toBe(200);
    expect((await member(systemPaths.status)).json().value.status).toBe(0);
  });
});
