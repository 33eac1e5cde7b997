import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addAnnouncement, addPromotion, hoursAgo, hoursAhead } from './content-fixtures.js';

let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
/** The site's public announcements, newest first. */
const newestFirst: string[] = [];
const hidden: string[] = [];

const list = '/wps/relay/MCSFE_getListAnnouncements';

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db, { site: { currencyCode: 'VND', currencySymbol: '₫', currencyDecimals: 0 } });
  await ctx.app.sites.reload();
  const db = ctx.database.db;
  await addPromotion(db, site.id, 'WELCOME');
  const types = ['PL', 'PU', 'PR'] as const;
  for (let index = 0; index < 12; index++) {
    const type = types[index % 3]!;
    const id = await addAnnouncement(db, site.id, {
      type,
      executionCode: type === 'PU' ? 'A' : null,
      promotionType: type === 'PR' ? 'WELCOME' : null,
      title: { EN: `Item ${index}`, TY: `Mục ${index}` },
      startsAt: hoursAgo(index + 1),
    });
    newestFirst.push(id);
  }
  hidden.push(await addAnnouncement(db, site.id, { type: 'H', startsAt: hoursAgo(0.5) }));
  hidden.push(await addAnnouncement(db, site.id, { type: 'B', startsAt: hoursAgo(0.5) }));
  hidden.push(await addAnnouncement(db, site.id, { type: 'PL', isPublic: false, startsAt: hoursAgo(0.5) }));
  hidden.push(await addAnnouncement(db, site.id, { type: 'PL', startsAt: hoursAhead(1) }));
  hidden.push(await addAnnouncement(db, site.id, { type: 'PL', startsAt: hoursAgo(9), endsAt: hoursAgo(2) }));
  hidden.push(await addAnnouncement(db, other.id, { type: 'PL' }));
  hidden.push(await addAnnouncement(db, site.id, { type: 'PR', promotionType: 'NOT_HERE', startsAt: hoursAgo(0.5) }));
});
afterAll(() => ctx.close());

describe('MCSFE_getListAnnouncements', () => {
  it('answers 400 naming the field for a page beyond the limits', async () => {
    for (const [query, field] of [
      ['pageSize=51', 'query.pageSize'],
      ['pageNo=0', 'query.pageNo'],
      ['pageNo=x', 'query.pageNo'],
    ]) {
      const response = await new PortalClient(ctx.app, site.code).call('GET', `${list}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });

  it("pages the site's own live public announcements, 9 per page, newest first", async () => {
    const client = new PortalClient(ctx.app, site.code).speaking('TY');
    const first = (await client.call('GET', list)).json().value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9, total: 12 });
    expect(first.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 9));
    expect(first.items[0]).toEqual({
      id: newestFirst[0],
      title: 'Mục 0',
      content: 'PL content',
      startDateStr: expect.any(Number),
      promotionType: null,
    });
    expect(first.items[2].promotionType).toBe('WELCOME');
    const second = (await client.call('GET', `${list}?pageNo=2`)).json().value;
    expect(second.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(9));
    for (const id of hidden) expect([...first.items, ...second.items].map((item) => item.id)).not.toContain(id);
    const beyond = (await client.call('GET', `${list}?pageNo=3`)).json().value;
    expect(beyond).toMatchObject({ items: [], total: 12 });
  });
});
