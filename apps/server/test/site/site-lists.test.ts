import { operatorSiteListPaths as paths, systemPaths } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteResources } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createSecondInstance, createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { until } from '../until.js';

// Issue 25 "Sites": a site's registration rules, customer-service channels, resources and domains from the console,
// each change audited and served at once: registration applies the rules, members list the channel, the host answers.
let ctx: TestContext;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let site: BuiltSite;
let other: BuiltSite;
let owner: OperatorCall;
let otherOwner: OperatorCall;
let support: OperatorCall;
let reader: OperatorCall;

const at = (path: string, code: string, extra: Record<string, string> = {}) =>
  Object.entries({ code, ...extra }).reduce((url, [name, value]) => url.replace(`:${name}`, value), path);
const failure = (answer: LightMyRequestResponse) => [answer.statusCode, answer.json().code, answer.json().field];
const remove = (who: OperatorCall, url: string) => who('DELETE' as 'PUT', url);
const db = () => ctx.database.db;
const lastAudit = async (action: string) => {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.siteId, site.id)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  other = await buildSite(db());
  // A native package: the app packages call's row, which the resources list leaves alone.
  await db().insert(siteResources).values({
    siteId: site.id,
    resourceType: 'Android',
    labelNameEn: 'Android',
    url: 'https://example.test/app.apk',
  });
  await ctx.app.sites.reload();
  second = await createSecondInstance(ctx);
  owner = await signInOperator(ctx, site.code, 'lists-owner', [site.id]);
  otherOwner = await signInOperator(ctx, other.code, 'lists-other', [other.id]);
  support = await signInOperator(ctx, site.code, 'lists-support', [site.id], 'support');
  reader = await signInOperator(ctx, site.code, 'lists-reader', [site.id], 'read-only');
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe('the register rules', () => {
  const url = () => at(paths.registerRules, site.code);
  const rulesNow = async () => (await owner('GET', url())).json().value as Record<string, unknown>[];
  const withEmail = (rules: Record<string, unknown>[], change: Record<string, unknown>) =>
    rules.map((rule) => (rule.field === 'email' ? { ...rule, ...change } : rule));

  it('401 without a session, 403 to a support operator and to the owner of another site', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: url(), headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    const rules = await rulesNow();
    expect(failure(await support('PUT', url(), { rules }))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await reader('PUT', url(), { rules }))).toEqual([403, 'FORBIDDEN', undefined]);
    expect((await reader('GET', url())).statusCode).toBe(200);
    expect(failure(await otherOwner('GET', url()))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await otherOwner('PUT', url(), { rules }))).toEqual([403, 'FORBIDDEN', undefined]);
  });

  it('400 naming the field for rules registration could not apply', async () => {
    const rules = await rulesNow();
    const index = (field: string) => rules.findIndex((rule) => rule.field === field);
    const refused = async (list: Record<string, unknown>[]) => failure(await owner('PUT', url(), { rules: list }));
    const change = (field: string, values: Record<string, unknown>) =>
      rules.map((rule) => (rule.field === field ? { ...rule, ...values } : rule));
    expect(await refused([...rules, rules[index('email')]!])).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${rules.length}.field`,
    ]);
    expect(await refused(change('email', { minLength: 30, maxLength: 10 }))).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${index('email')}.maxLength`,
    ]);
    expect(await refused(change('email', { enabled: false, required: true }))).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${index('email')}.required`,
    ]);
    expect(await refused(change('password', { required: false }))).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${index('password')}.required`,
    ]);
    expect(await refused(change('confirmPassword', { patternId: '5' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${index('confirmPassword')}.patternId`,
    ]);
    expect(await refused(change('email', { patternId: '99' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${index('email')}.patternId`,
    ]);
    expect(await refused(change('email', { maxLength: 201 }))).toEqual([
      400,
      'VALIDATION_ERROR',
      `body.rules.${index('email')}.maxLength`,
    ]);
    // Nothing changed: the e-mail is still optional.
    expect((await rulesNow()).find((rule) => rule.field === 'email')).toMatchObject({ required: false });
  });

  it('200: an e-mail made required is what registration asks at once; audited before and after', async () => {
    const member = new PortalClient(ctx.app, site.code, '10.61.0.1');
    const before = await rulesNow();
    const answer = await owner('PUT', url(), { rules: withEmail(before, { required: true, minLength: 8 }) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value.find((rule: { field: string }) => rule.field === 'email')).toMatchObject({
      required: true,
      minLength: 8,
    });
    const setting = await member.call('GET', systemPaths.registerSetting);
    const email = setting.json().value.rules.find((rule: { field: string }) => rule.field === 'email');
    expect(email).toMatchObject({ enabled: true, required: true, minLength: 8 });
    const password = 'secret12';
    const without = await member.register({ username: 'rules01', password, confirmPassword: password });
    expect(failure(without)).toEqual([400, 'VALIDATION_ERROR', 'body.email']);
    const short = await member.from('10.61.0.2').register({
      username: 'rules01',
      password,
      confirmPassword: password,
      email: 'a@b.io',
    });
    expect(failure(short)).toEqual([400, 'VALIDATION_ERROR', 'body.email']);
    const registered = await member.from('10.61.0.3').register({
      username: 'rules01',
      password,
      confirmPassword: password,
      email: 'rules01@example.test',
    });
    expect(registered.statusCode).toBe(200);
    const audit = await lastAudit('site.registerRules');
    expect(audit?.details).toMatchObject({ before: expect.any(Array), after: expect.any(Array) });
    const details = audit!.details as { before: { field: string; required: boolean }[]; ip: string };
    expect(details.before.find((rule) => rule.field === 'email')?.required).toBe(false);
    expect(details.ip).toBeTruthy();
  });
});

describe('the customer-service channels', () => {
  const url = () => at(paths.customerServices, site.code);
  const channel = {
    csType: 'TELEGRAM',
    title: 'VIP desk',
    titles: { EN: 'VIP desk', TY: 'Bàn VIP' },
    path: 'https://t.me/vip_desk',
  };
  const modelList = async () =>
    (await new PortalClient(ctx.app, site.code, '10.62.0.1', 'TY').call('GET', '/wps/relay/CBS_modelList')).json()
      .value as { title: string; path: string }[];

  it('401 without a session, 403 to a support operator and to another site, 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: url(), headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    expect(failure(await support('POST', url(), channel))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await otherOwner('POST', url(), channel))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await owner('POST', url(), { ...channel, path: 'http://t.me/x' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.path',
    ]);
    expect(failure(await owner('POST', url(), { ...channel, csType: 'EMAIL' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.csType',
    ]);
    expect(failure(await owner('POST', url(), { ...channel, title: ' ' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.title',
    ]);
  });

  it('200: a new channel is in the member list at once, a change shows, a removal is gone; audited', async () => {
    const added = await owner('POST', url(), channel);
    expect(added.statusCode).toBe(200);
    const { id } = added.json().value;
    expect(await modelList()).toContainEqual(
      expect.objectContaining({ title: 'Bàn VIP', path: 'https://t.me/vip_desk' }),
    );
    const permission = await new PortalClient(ctx.app, site.code).call('GET', systemPaths.permission);
    expect(permission.json().value.info.customerService).toContainEqual(
      expect.objectContaining({ csType: 'TELEGRAM', title: 'VIP desk', path: 'https://t.me/vip_desk' }),
    );
    const item = at(paths.customerService, site.code, { id });
    // Another site's owner cannot reach it, nor this site's id through another site's list.
    expect(failure(await otherOwner('PUT', item, channel))).toEqual([403, 'FORBIDDEN', undefined]);
    const elsewhere = at(paths.customerService, other.code, { id });
    expect(failure(await otherOwner('PUT', elsewhere, channel))).toEqual([404, 'NOT_FOUND', 'params.id']);
    const changed = await owner('PUT', item, { ...channel, titles: { TY: 'Hỗ trợ VIP' }, path: 'https://t.me/vip2' });
    expect(changed.statusCode).toBe(200);
    expect(await modelList()).toContainEqual(
      expect.objectContaining({ title: 'Hỗ trợ VIP', path: 'https://t.me/vip2' }),
    );
    expect((await lastAudit('site.customerService.update'))?.details).toMatchObject({
      before: { path: 'https://t.me/vip_desk' },
      after: { path: 'https://t.me/vip2' },
    });
    expect((await remove(owner, item)).statusCode).toBe(200);
    expect((await modelList()).map((entry) => entry.path)).not.toContain('https://t.me/vip2');
    expect(failure(await remove(owner, item))).toEqual([404, 'NOT_FOUND', 'params.id']);
  });
});

describe('the resources', () => {
  const url = () => at(paths.resources, site.code);
  const link = { resourceType: 'TWITTER', labelNameEn: 'X', url: 'https://x.com/ourplay' };

  it('401, 403 to a support operator and to another site, 400 naming the field (the packages have their call)', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: url(), headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    expect(failure(await support('POST', url(), link))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await otherOwner('GET', url()))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await owner('POST', url(), { ...link, resourceType: 'Android' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.resourceType',
    ]);
    expect(failure(await owner('POST', url(), { ...link, url: 'javascript:alert(1)' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.url',
    ]);
  });

  it('200: members get the new link, the native package stays; changed and removed, audited', async () => {
    const list = await owner('GET', url());
    expect(list.json().value.map((entry: { resourceType: string }) => entry.resourceType)).not.toContain('Android');
    const added = await owner('POST', url(), link);
    expect(added.statusCode).toBe(200);
    const { id } = added.json().value;
    const resourcesNow = async () =>
      (await new PortalClient(ctx.app, site.code).call('GET', systemPaths.permission)).json().value.info.resources as {
        resourceType: string;
        url: string;
      }[];
    expect(await resourcesNow()).toContainEqual(expect.objectContaining({ resourceType: 'TWITTER', url: link.url }));
    const item = at(paths.resource, site.code, { id });
    expect((await owner('PUT', item, { ...link, url: 'https://x.com/ourplay2' })).statusCode).toBe(200);
    expect((await resourcesNow()).map((entry) => entry.url)).toContain('https://x.com/ourplay2');
    expect((await remove(owner, item)).statusCode).toBe(200);
    const after = await resourcesNow();
    expect(after.map((entry) => entry.resourceType)).not.toContain('TWITTER');
    expect(after.map((entry) => entry.resourceType)).toContain('Android');
    expect((await lastAudit('site.resource.remove'))?.details).toMatchObject({
      before: { url: 'https://x.com/ourplay2' },
    });
  });
});

describe('the domains', () => {
  const url = (code = site.code) => at(paths.domains, code);
  const suffix = Date.now().toString(36);
  const fresh = `play-${suffix}.test.localhost`;

  it('401, 403 to a support operator and to another site, 400 naming the field, 409 for a taken domain', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: url(), headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    expect(failure(await support('POST', url(), { domain: fresh }))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await otherOwner('POST', url(), { domain: fresh }))).toEqual([403, 'FORBIDDEN', undefined]);
    expect(failure(await owner('POST', url(), { domain: 'not a host' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.domain',
    ]);
    expect(failure(await owner('POST', url(), { domain: other.domain }))).toEqual([409, 'CONFLICT', 'body.domain']);
  });

  it('200: the site answers at its new host at once, on every instance; main moves; audited', async () => {
    const added = await owner('POST', url(), { domain: fresh.toUpperCase() });
    expect(added.statusCode).toBe(200);
    expect(added.json().value).toEqual([
      { domain: site.domain, main: true },
      { domain: fresh, main: false },
    ]);
    const whitelabel = await ctx.app.inject({ url: systemPaths.whitelabel, headers: { host: fresh } });
    expect(whitelabel.json().value.brand.merchantCode).toBe(site.code);
    await until(async () => {
      const answer = await second.app.inject({ url: systemPaths.whitelabel, headers: { host: fresh } });
      return answer.statusCode === 200 && answer.json().value.brand?.merchantCode === site.code;
    });
    const item = at(paths.domain, site.code, { domain: fresh });
    expect((await owner('PUT', item)).json().value).toEqual([
      { domain: fresh, main: true },
      { domain: site.domain, main: false },
    ]);
    const route = await ctx.app.inject({ url: systemPaths.domainRoute, headers: { host: site.domain } });
    expect(route.json().value.mainDomain).toBe(fresh);
    expect((await lastAudit('site.domain.main'))?.details).toMatchObject({
      after: [{ domain: fresh, main: true }, {}],
    });
  });

  it('keeps a main domain and at least one: 409 naming domain; another removed; 404 for one not its', async () => {
    const main = at(paths.domain, site.code, { domain: fresh });
    expect(failure(await remove(owner, main))).toEqual([409, 'CONFLICT', 'params.domain']);
    const old = at(paths.domain, site.code, { domain: site.domain });
    expect(failure(await remove(owner, at(paths.domain, site.code, { domain: other.domain })))).toEqual([
      404,
      'NOT_FOUND',
      'params.domain',
    ]);
    expect((await remove(owner, old)).json().value).toEqual([{ domain: fresh, main: true }]);
    expect(failure(await remove(owner, main))).toEqual([409, 'CONFLICT', 'params.domain']);
    const gone = await ctx.app.inject({ url: systemPaths.whitelabel, headers: { host: site.domain } });
    expect(gone.json().value?.brand?.merchantCode).not.toBe(site.code);
  });

  it('a parallel burst of two sites claiming one domain: one wins, the other is a 409 naming domain', async () => {
    const contested = `both-${suffix}.test.localhost`;
    const answers = await Promise.all([
      owner('POST', url(), { domain: contested }),
      otherOwner('POST', url(other.code), { domain: contested }),
      owner('POST', url(), { domain: contested }),
      otherOwner('POST', url(other.code), { domain: contested }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((entry) => entry.statusCode === 409)) {
      expect(answer.json().field).toBe('body.domain');
    }
    const winner = answers.findIndex((answer) => answer.statusCode === 200) % 2 === 0 ? site : other;
    const served = await ctx.app.inject({ url: systemPaths.whitelabel, headers: { host: contested } });
    expect(served.json().value.brand.merchantCode).toBe(winner.code);
  });
});
