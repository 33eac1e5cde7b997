import { operatorContentPaths } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { hoursAgo, hoursAhead } from './content-fixtures.js';

// Issue 25 "Content": content operators list, create, edit, schedule and retire banners and announcements per
// language; the member site shows what is enabled and within its schedule; every change audited.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let writer: OperatorCall;
let reader: OperatorCall;
let finance: OperatorCall;
let foreign: OperatorCall;

const banner = (extra: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  title: { EN: 'Spring reload', TY: 'Nạp mùa xuân' },
  linkageType: 'ROUTE',
  linkTarget: '/promotions',
  ...extra,
});
const notice = (extra: Record<string, unknown> = {}) => ({
  type: 'PL',
  title: { EN: 'Server upgrade' },
  content: { EN: 'Sunday 02:00 to 03:00' },
  ...extra,
});
const memberView = async () => {
  const answer = await new PortalClient(ctx.app, site.code).call('GET', '/wps/announcements/v2');
  return answer.json().value as { banners: { id: string; title: string }[]; notices: { id: string }[] };
};
const fieldOf = (answer: { statusCode: number; json(): { field?: string } }) => [
  answer.statusCode,
  answer.json().field,
];

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  writer = await signInOperator(ctx, site.code, 'content-writer', [site.id], 'content');
  reader = await signInOperator(ctx, site.code, 'content-reader', [site.id], 'read-only');
  finance = await signInOperator(ctx, site.code, 'content-finance', [site.id], 'finance');
  foreign = await signInOperator(ctx, other.code, 'content-foreign', [other.id], 'content');
});
afterAll(() => ctx.close());

describe('banners', () => {
  it('401, 403 for a role or site it is not for, 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: operatorContentPaths.banners,
      headers: { merchant: site.code },
      payload: banner(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await finance('POST', operatorContentPaths.banners, banner())).statusCode).toBe(403);
    expect((await reader('POST', operatorContentPaths.banners, banner())).statusCode).toBe(403);
    expect((await foreign('POST', operatorContentPaths.banners, banner(), { merchant: site.code })).statusCode).toBe(
      403,
    );
    expect(fieldOf(await writer('POST', operatorContentPaths.banners, banner({ groupName: 'w_sky' })))).toEqual([
      400,
      'body.groupName',
    ]);
    expect(fieldOf(await writer('POST', operatorContentPaths.banners, banner({ linkTarget: null })))).toEqual([
      400,
      'body.linkTarget',
    ]);
    const backwards = banner({ startsAt: hoursAhead(2).toISOString(), endsAt: hoursAhead(1).toISOString() });
    expect(fieldOf(await writer('POST', operatorContentPaths.banners, backwards))).toEqual([400, 'body.endsAt']);
  });

  it('publishes a banner the member site shows at once, schedules one, retires one; audited', async () => {
    const created = await writer('POST', operatorContentPaths.banners, banner());
    expect(created.statusCode).toBe(200);
    const live = created.json().value;
    expect(live).toMatchObject({
      state: 'live',
      imageUrl: `/art/banners/${live.id}.svg`,
      title: { TY: 'Nạp mùa xuân' },
    });
    expect((await memberView()).banners.map((item) => item.id)).toContain(live.id);
    expect((await ctx.app.inject({ url: live.imageUrl })).statusCode).toBe(200);

    const later = (
      await writer('POST', operatorContentPaths.banners, banner({ startsAt: hoursAhead(3).toISOString() }))
    ).json().value;
    expect(later.state).toBe('scheduled');
    expect((await memberView()).banners.map((item) => item.id)).not.toContain(later.id);

    const retired = await writer(
      'PUT',
      operatorContentPaths.banner.replace(':id', live.id),
      banner({ enabled: false }),
    );
    expect(retired.json().value.state).toBe('off');
    expect((await memberView()).banners.map((item) => item.id)).not.toContain(live.id);

    const listed = await reader('GET', `${operatorContentPaths.banners}?state=scheduled`);
    expect(listed.json().value.items.map((item: { id: string }) => item.id)).toEqual([later.id]);
    const [update] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.banner.update'), eq(auditLog.subject, `banner:${live.id}`)));
    expect(update?.details).toMatchObject({ before: { enabled: true }, after: { enabled: false, state: 'off' } });
  });

  it("answers 404 for another site's banner", async () => {
    const theirs = (await foreign('POST', operatorContentPaths.banners, banner())).json().value;
    const answer = await writer('PUT', operatorContentPaths.banner.replace(':id', theirs.id), banner());
    expect(fieldOf(answer)).toEqual([404, 'params.id']);
  });
});

describe('announcements', () => {
  it('400 naming the field: a popup says whom it shows to, nothing else does', async () => {
    expect(fieldOf(await writer('POST', operatorContentPaths.announcements, notice({ type: 'PU' })))).toEqual([
      400,
      'body.executionCode',
    ]);
    expect(fieldOf(await writer('POST', operatorContentPaths.announcements, notice({ title: {} })))).toEqual([
      400,
      'body.title',
    ]);
  });

  it('publishes a notice the member site lists, ends it, and lists the site’s own only', async () => {
    const published = (await writer('POST', operatorContentPaths.announcements, notice())).json().value;
    expect(published.state).toBe('live');
    expect((await memberView()).notices.map((item) => item.id)).toContain(published.id);
    const ended = await writer(
      'PUT',
      operatorContentPaths.announcement.replace(':id', published.id),
      notice({ startsAt: hoursAgo(2).toISOString(), endsAt: hoursAgo(1).toISOString() }),
    );
    expect(ended.json().value.state).toBe('ended');
    expect((await memberView()).notices.map((item) => item.id)).not.toContain(published.id);
    await foreign('POST', operatorContentPaths.announcements, notice({ title: { EN: 'Elsewhere' } }));
    const mine = (await reader('GET', operatorContentPaths.announcements)).json().value;
    expect(mine.items.map((item: { title: { EN: string } }) => item.title.EN)).not.toContain('Elsewhere');
    const rows = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'content.announcement.%'));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'content.announcement.create',
      'content.announcement.create',
      'content.announcement.update',
    ]);
  });
});
