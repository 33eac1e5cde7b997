import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addAnnouncement, addBanner, addPromotion, hoursAgo, hoursAhead } from './content-fixtures.js';

let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
const ids: Record<string, string> = {};

const path = '/wps/announcements/v2';
const visitor = (language?: string) => {
  const client = new PortalClient(ctx.app, site.code);
  return language ? client.speaking(language) : client;
};
const value = async (client: PortalClient, query = '') => {
  const response = await client.call('GET', `${path}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().value;
};
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db, { site: { supportedLanguages: ['TY', 'EN'], defaultLanguage: 'TY' } });
  await ctx.app.sites.reload();
  const db = ctx.database.db;
  ids.home = await addBanner(db, site.id, {
    groupName: 'w_home',
    title: { EN: 'Spin now', TY: 'Quay ngay', JA: '今すぐ回す' },
    linkageType: 'GAME',
    linkTarget: '42',
  });
  ids.login = await addBanner(db, site.id, { groupName: 'w_login', linkageType: 'NONE', linkTarget: 'ignored' });
  ids.disabledBanner = await addBanner(db, site.id, { groupName: 'w_home', enabled: false });
  ids.laterBanner = await addBanner(db, site.id, { groupName: 'w_home', startsAt: hoursAhead(2) });
  ids.endedBanner = await addBanner(db, site.id, { groupName: 'w_home', endsAt: hoursAgo(1) });
  ids.notice = await addAnnouncement(db, site.id, {
    type: 'PL',
    title: { EN: 'Maintenance', TY: 'Bảo trì' },
    content: { EN: 'Sunday 02:00', TY: 'Chủ nhật 02:00' },
    startsAt: hoursAgo(5),
    endsAt: hoursAhead(5),
  });
  ids.englishOnly = await addAnnouncement(db, site.id, { type: 'PL', title: { EN: 'Only English' } });
  ids.future = await addAnnouncement(db, site.id, { type: 'PL', startsAt: hoursAhead(1) });
  ids.ended = await addAnnouncement(db, site.id, { type: 'PL', startsAt: hoursAgo(3), endsAt: hoursAgo(1) });
  await addPromotion(db, site.id, 'WELCOME');
  await addPromotion(db, site.id, 'CASHBACK');
  await addPromotion(db, site.id, 'SOON', { startsAt: hoursAhead(7 * 24) });
  await addPromotion(db, site.id, 'OVER', { startsAt: hoursAgo(48), endsAt: hoursAgo(1) });
  await addPromotion(db, other.id, 'ELSEWHERE');
  ids.popupA = await addAnnouncement(db, site.id, { type: 'PU', executionCode: 'A' });
  ids.popupF = await addAnnouncement(db, site.id, { type: 'PU', executionCode: 'F', promotionType: 'CASHBACK' });
  ids.popupUnknown = await addAnnouncement(db, site.id, { type: 'PU', executionCode: 'Z' });
  ids.promotion = await addAnnouncement(db, site.id, { type: 'PR', promotionType: 'WELCOME' });
  ids.promotionUntyped = await addAnnouncement(db, site.id, { type: 'PR' });
  ids.help = await addAnnouncement(db, site.id, { type: 'H' });
  ids.popupComing = await addAnnouncement(db, site.id, { type: 'PU', executionCode: 'F', promotionType: 'SOON' });
  ids.promotionComing = await addAnnouncement(db, site.id, { type: 'PR', promotionType: 'SOON' });
  ids.popupOver = await addAnnouncement(db, site.id, { type: 'PU', executionCode: 'F', promotionType: 'OVER' });
  ids.promotionMissing = await addAnnouncement(db, site.id, { type: 'PR', promotionType: 'ELSEWHERE' });
  ids.otherNotice = await addAnnouncement(db, other.id, { type: 'PL', title: { EN: 'Other site', TY: 'Trang khác' } });
  ids.otherBanner = await addBanner(db, other.id, { groupName: 'w_home' });
});
afterAll(() => ctx.close());

describe('GET /wps/announcements/v2', () => {
  it("never shows another site's content", async () => {
    const mine = await value(visitor());
    expect(idsOf(mine.notices)).not.toContain(ids.otherNotice);
    expect(idsOf(mine.banners)).not.toContain(ids.otherBanner);
    const theirs = await value(new PortalClient(ctx.app, other.code));
    expect(idsOf(theirs.notices)).toEqual([ids.otherNotice]);
    expect(idsOf(theirs.banners)).toEqual([ids.otherBanner]);
    expect(theirs.notices[0].title).toBe('Trang khác');
  });

  it('answers 400 naming the field for a bad type, platform or language', async () => {
    for (const [query, field] of [
      ['?types=PL,XX', 'query.types'],
      ['?types=', 'query.types'],
      ['?platform=A', 'query.platform'],
      ['?language=XX', 'query.language'],
      ['?language=ENGLISH', 'query.language'],
    ] as const) {
      const response = await visitor().call('GET', `${path}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().field, query).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
  });

  it('shows only what is live now: started, not ended, banners enabled', async () => {
    const all = await value(visitor());
    expect(idsOf(all.notices)).toEqual(expect.arrayContaining([ids.notice, ids.englishOnly]));
    expect(idsOf(all.notices)).not.toContain(ids.future);
    expect(idsOf(all.notices)).not.toContain(ids.ended);
    expect(idsOf(all.banners).sort()).toEqual([ids.home, ids.login].sort());
  });

  it('sorts each kind into its list, with the fields the portal needs', async () => {
    const all = await value(visitor(), '?types=B,PL,PU,PR,H&platform=W');
    expect(all.banners.find((banner: { id: string }) => banner.id === ids.home)).toEqual({
      id: ids.home,
      url: '/art/banners/0.svg',
      title: 'Spin now',
      linkageType: 'GAME',
      linkTarget: '42',
      groupName: 'w_home',
    });
    // A banner that opens nothing carries no target.
    expect(all.banners.find((banner: { id: string }) => banner.id === ids.login).linkTarget).toBeNull();
    const notice = all.notices.find((item: { id: string }) => item.id === ids.notice);
    expect(notice).toEqual({
      id: ids.notice,
      title: 'Maintenance',
      content: 'Sunday 02:00',
      startDateStr: expect.any(Number),
    });
    expect(Math.abs(notice.startDateStr - hoursAgo(5).getTime())).toBeLessThan(60_000);
    // Popups need a known execution code; promotions a promotion type.
    expect(
      all.popups.map((popup: { id: string; executionCode: string; promotionType: string | null }) => [
        popup.id,
        popup.executionCode,
        popup.promotionType,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [ids.popupA, 'A', null],
        [ids.popupF, 'F', 'CASHBACK'],
      ]),
    );
    expect(idsOf(all.popups)).not.toContain(ids.popupUnknown);
    expect(all.promotions).toEqual([expect.objectContaining({ id: ids.promotion, promotionType: 'WELCOME' })]);
    expect(idsOf(all.help)).toEqual([ids.help]);
  });

  it('shows what speaks for a promotion only while that promotion of the site runs', async () => {
    const all = await value(visitor(), '?types=PU,PR');
    const shown = [...idsOf(all.popups), ...idsOf(all.promotions)];
    expect(shown).toEqual(expect.arrayContaining([ids.popupF, ids.promotion]));
    for (const id of [ids.popupComing, ids.promotionComing, ids.popupOver, ids.promotionMissing]) {
      expect(shown).not.toContain(id);
    }
    const list = (await visitor().call('GET', '/wps/relay/MCSFE_getListAnnouncements?pageSize=50')).json().value;
    expect(idsOf(list.items)).not.toContain(ids.popupComing);
    expect(idsOf(list.items)).toContain(ids.popupF);
  });

  it('answers only the asked types', async () => {
    const notices = await value(visitor(), '?types=PL');
    expect(notices.notices.length).toBeGreaterThan(0);
    expect([notices.banners, notices.popups, notices.promotions, notices.help]).toEqual([[], [], [], []]);
    const banners = await value(visitor(), '?types=B');
    expect(banners.banners.length).toBe(2);
    expect(banners.notices).toEqual([]);
  });

  it('picks the text in the Language header or the language query, falling back to English', async () => {
    const ty = await value(visitor('TY'));
    expect(ty.notices.find((item: { id: string }) => item.id === ids.notice).title).toBe('Bảo trì');
    expect(ty.notices.find((item: { id: string }) => item.id === ids.englishOnly).title).toBe('Only English');
    expect(ty.banners.find((banner: { id: string }) => banner.id === ids.home).title).toBe('Quay ngay');
    const ja = await value(visitor('TY'), '?language=ja');
    expect(ja.banners.find((banner: { id: string }) => banner.id === ids.home).title).toBe('今すぐ回す');
    expect(ja.notices.find((item: { id: string }) => item.id === ids.notice).title).toBe('Maintenance');
    // A site whose default is TY answers in TY without any language asked.
    const lotus = await value(new PortalClient(ctx.app, other.code));
    expect(lotus.notices[0].title).toBe('Trang khác');
  });
});
