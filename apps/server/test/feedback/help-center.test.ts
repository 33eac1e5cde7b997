import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAnnouncement, hoursAhead } from '../content/content-fixtures.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
const path = '/wps/system/helpCenter';

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  const db = ctx.database.db;
  await addAnnouncement(db, site.id, {
    type: 'H',
    title: { EN: 'How do I deposit?', TY: 'Làm thế nào để nạp tiền?' },
    content: { EN: 'Open Deposit.', TY: 'Mở Nạp tiền.' },
    sortOrder: 0,
  });
  await addAnnouncement(db, site.id, {
    type: 'H',
    title: { EN: 'Terms and conditions', TY: 'Điều khoản và điều kiện' },
    content: { EN: 'For adults.' },
    anchor: 'term',
    sortOrder: 1,
  });
  await addAnnouncement(db, site.id, { type: 'H', startsAt: hoursAhead(1) });
  await addAnnouncement(db, site.id, { type: 'PL' });
  await addAnnouncement(db, other.id, { type: 'H', title: { EN: 'Other site help' } });
});
afterAll(() => ctx.close());

describe('GET /wps/system/helpCenter', () => {
  it("answers the site's live help items in order, in the asked language, with the terms' anchor", async () => {
    const response = await new PortalClient(ctx.app, site.code).call('GET', `${path}?lang=ty&device=WEB`);
    expect(response.statusCode).toBe(200);
    const items = response.json().value as { title: string; content: string; anchor: string | null }[];
    expect(items.map((item) => [item.title, item.anchor])).toEqual([
      ['Làm thế nào để nạp tiền?', null],
      ['Điều khoản và điều kiện', 'term'],
    ]);
    // A text missing in the language falls back to English.
    expect(items[1]?.content).toBe('For adults.');
  });

  it('takes the Language header without lang, and never shows another site', async () => {
    const response = await new PortalClient(ctx.app, other.code).speaking('EN').call('GET', path);
    expect(response.json().value.map((item: { title: string }) => item.title)).toEqual(['Other site help']);
  });

  it('refuses an unknown language or device, naming the field', async () => {
    const client = new PortalClient(ctx.app, site.code);
    const language = await client.call('GET', `${path}?lang=XX`);
    expect([language.statusCode, language.json().field]).toEqual([400, 'query.lang']);
    const device = await client.call('GET', `${path}?device=APP`);
    expect(device.statusCode).toBe(400);
    expect(device.json().field).toBe('query.device');
  });
});
