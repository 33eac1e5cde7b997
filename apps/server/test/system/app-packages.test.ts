import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 22 (17): native packages are a per-site setting the operator fills in; the download page reads them from
// the permission answer. 401 -> 403 (another site's operator) -> 400 naming the field -> 200, audited.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
const path = '/wps/operator/site/app-packages';
const android = { url: 'https://downloads.example.com/ruby.apk', label: 'Android app' };
const ios = { url: 'https://apps.apple.com/app/id123456', label: 'iPhone app' };

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'packagesop1', [site.id]);
});
afterAll(() => ctx.close());

const publishedPackages = async () => {
  const permission = await new PortalClient(ctx.app, site.code).call('GET', '/wps/system/permission');
  return (permission.json().value.info.resources as { resourceType: string; url: string }[])
    .filter((resource) => ['Android', 'MOBILECONFIG'].includes(resource.resourceType))
    .map((resource) => [resource.resourceType, resource.url]);
};

describe('operator app packages', () => {
  it('refuses without a token, another site’s operator, and anything but an https link, naming the field', async () => {
    const anonymous = await new PortalClient(ctx.app, site.code).call('PUT', path, { android, ios });
    expect(anonymous.statusCode).toBe(401);
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'packagesop2', [other.id]);
    expect((await stranger('PUT', path, { android, ios }, { merchant: site.code })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ android: { ...android, url: 'http://downloads.example.com/ruby.apk' }, ios: null }, 'body.android.url'],
      [{ android: null, ios: { ...ios, url: 'javascript:alert(1)' } }, 'body.ios.url'],
      [{ android: { ...android, label: ' ' }, ios: null }, 'body.android.label'],
      [{ android }, 'body.ios'],
    ] as const) {
      const response = await operator('PUT', path, body);
      expect([response.statusCode, response.json().field], field).toEqual([400, field]);
    }
    expect((await operator('GET', path)).json().value).toEqual({ android: null, ios: null });
  });

  it('publishes the packages to the download page, withdraws one with null, and records who did it', async () => {
    expect((await operator('PUT', path, { android, ios })).json().value).toEqual({ android, ios });
    await ctx.app.sites.reload();
    expect(await publishedPackages()).toEqual([
      ['MOBILECONFIG', ios.url],
      ['Android', android.url],
    ]);
    expect((await operator('PUT', path, { android: null, ios })).json().value).toEqual({ android: null, ios });
    await ctx.app.sites.reload();
    expect(await publishedPackages()).toEqual([['MOBILECONFIG', ios.url]]);
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE site_id = ${site.id} AND action = 'site.app-packages'`,
    );
    expect(audit.rows).toHaveLength(2);
  });
});
