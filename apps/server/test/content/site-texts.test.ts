import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoChannels } from '../../src/demo/demo-channels.js';
import { seedDemoPoints } from '../../src/demo/demo-points.js';
import { auroraSite, lotusSite } from '../../src/demo/demo-sites.js';
import { seedDemoVip } from '../../src/demo/demo-vip.js';
import { sealServiceChannels } from '../../src/demo/seal-service-channels.js';
import { insertSite } from '../../src/demo/site-writer.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 22 #26: the demo sites' own texts (deposit channels, customer service, VIP levels, reward units) are
// stored per language and read in the reader's, falling back to the site's default language, then English,
// then any; operators write them per language.
let ctx: TestContext;
let auroraId: number;
let lotusId: number;
let aurora: PortalClient;
let lotus: PortalClient;
const db = () => ctx.database.db;

const channelNames = async (client: PortalClient) =>
  (await client.call('GET', '/wps/cashier/deposit/channels')).json().value.map((row: { name: string }) => row.name);
const serviceTitles = async (client: PortalClient) => ({
  permission: (await client.call('GET', '/wps/system/permission'))
    .json()
    .value.info.customerService.map((row: { title: string }) => row.title),
  channels: (await client.call('GET', '/wps/relay/CBS_modelList'))
    .json()
    .value.map((row: { title: string }) => row.title),
});
const vipNames = async (client: PortalClient) =>
  (await client.call('GET', '/wps/vip')).json().value.levels.map((row: { name: string }) => row.name);
const rewardUnits = async (client: PortalClient) => [
  ...new Set(
    (await client.call('GET', '/wps/relay/MCS2_getPointReward')).json().value.map((row: { unit: string }) => row.unit),
  ),
];

beforeAll(async () => {
  ctx = await createTestApp();
  auroraId = await insertSite(db(), auroraSite);
  lotusId = await insertSite(db(), lotusSite);
  for (const code of ['AUR', 'LTS']) {
    await seedDemoChannels(db(), code);
    await seedDemoVip(db(), code);
    await seedDemoPoints(db(), code);
  }
  await sealServiceChannels(db(), ctx.app.secrets);
  await ctx.app.sites.reload();
  aurora = new PortalClient(ctx.app, 'AUR');
  await aurora.register({ username: 'textreader', password: 'secret12', confirmPassword: 'secret12' });
  lotus = new PortalClient(ctx.app, 'LTS');
  const joined = await lotus.register({
    username: 'docgia01',
    password: 'secret12',
    confirmPassword: 'secret12',
    realName: 'Nguyen Van A',
  });
  expect(joined.statusCode, joined.body).toBe(200);
});
afterAll(() => ctx.close());

describe('site texts per language', () => {
  it('shows Lotus in English with English channel and service names, and in Vietnamese with Vietnamese ones', async () => {
    const english = lotus.speaking('EN');
    expect(await channelNames(english)).toEqual(['Bank transfer', 'Instant (demo money)']);
    const [bank] = (await english.call('GET', '/wps/cashier/deposit/channels')).json().value;
    expect(bank.note).toBe('Write your username as the transfer reference.');
    expect(await serviceTitles(english)).toEqual({ permission: ['Live support'], channels: ['Live support'] });
    expect(await channelNames(lotus.speaking('TY'))).toEqual(['Chuyển khoản ngân hàng', 'Tức thì (tiền thử)']);
    expect(await serviceTitles(lotus.speaking('TY'))).toEqual({
      permission: ['Hỗ trợ trực tuyến'],
      channels: ['Hỗ trợ trực tuyến'],
    });
    // A deposit lists its channel in the reader's language too.
    const demo = (await english.call('GET', '/wps/cashier/deposit/channels')).json().value[1];
    const deposit = await english.call(
      'POST',
      '/wps/cashier/deposit',
      { channelId: demo.id, amount: '50000' },
      { 'idempotency-key': 'lotus-demo-deposit-1' },
    );
    expect(deposit.json().value.channel, deposit.body).toBe('Instant (demo money)');
    const listed = (await lotus.speaking('TY').call('GET', '/wps/cashier/deposits')).json().value.items;
    expect(listed.map((row: { channel: string }) => row.channel)).toEqual(['Tức thì (tiền thử)']);
  });

  it('shows Aurora in Vietnamese with Vietnamese VIP levels, units and service names', async () => {
    const vietnamese = aurora.speaking('TY');
    expect(await vipNames(vietnamese)).toEqual(['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Kim cương']);
    expect(await rewardUnits(vietnamese)).toEqual(['cái']);
    expect(await serviceTitles(vietnamese)).toEqual({
      permission: ['Trò chuyện trực tuyến', 'Hỗ trợ qua Telegram'],
      channels: ['Trò chuyện trực tuyến', 'Hỗ trợ qua Telegram'],
    });
    expect(await vipNames(aurora.speaking('EN'))).toEqual(['Member', 'Bronze', 'Silver', 'Gold', 'Diamond']);
    expect(await rewardUnits(aurora.speaking('JA'))).toEqual(['個']);
    // The permission carries every title the site wrote, for a page that switches language.
    const [chat] = (await vietnamese.call('GET', '/wps/system/permission')).json().value.info.customerService;
    expect(chat.titles).toMatchObject({ EN: 'Live chat', TY: 'Trò chuyện trực tuyến' });
  });

  it('falls back to the site’s default language, then English, then any, then the operator’s label', async () => {
    const write = (table: string, texts: Record<string, string>, where: ReturnType<typeof sql>) =>
      db().execute(sql`UPDATE ${sql.identifier(table)} SET names = ${JSON.stringify(texts)}::jsonb WHERE ${where}`);
    // Lotus (default TY): a level written only in Vietnamese reads in Vietnamese in English.
    await write('vip_levels', { TY: 'Bạch kim' }, sql`site_id = ${lotusId} AND level = 4`);
    // Aurora (default EN): a level without Korean reads in English; one only in Japanese reads in Japanese.
    await write('vip_levels', { EN: 'Platinum', TY: 'Bạch kim' }, sql`site_id = ${auroraId} AND level = 4`);
    await write('vip_levels', { JA: 'ゴールド' }, sql`site_id = ${auroraId} AND level = 3`);
    // With no translation at all, the operator's label.
    await write('vip_levels', {}, sql`site_id = ${auroraId} AND level = 2`);
    const [lotusEnglish, auroraKorean] = [await vipNames(lotus.speaking('EN')), await vipNames(aurora.speaking('KO'))];
    expect(lotusEnglish[4]).toBe('Bạch kim');
    expect(auroraKorean.slice(2)).toEqual(['Silver', 'ゴールド', 'Platinum']);
  });
});

describe('operator writes of site texts', () => {
  let operator: OperatorCall;
  const channelPath = '/wps/operator/texts/deposit-channels/BANK';
  beforeAll(async () => {
    operator = await signInOperator(ctx, 'LTS', 'textop1', [lotusId]);
  });

  it('refuses without a token, another site’s operator, and bad texts naming the field', async () => {
    const body = { names: { EN: 'Bank transfer (VN)' } };
    expect((await new PortalClient(ctx.app, 'LTS').call('PUT', channelPath, body)).statusCode).toBe(401);
    const stranger = await signInOperator(ctx, 'AUR', 'textop2', [auroraId]);
    expect((await stranger('PUT', channelPath, body, { merchant: 'LTS' })).statusCode).toBe(403);
    for (const [path, payload, field] of [
      [channelPath, {}, 'body'],
      [channelPath, { names: {} }, 'body.names'],
      [channelPath, { names: { VI: 'Ngân hàng' } }, 'body.names'],
      [channelPath, { names: { EN: ' ' } }, 'body.names.EN'],
      ['/wps/operator/texts/vip-levels/abc', { names: { EN: 'Gold' } }, 'params.level'],
      ['/wps/operator/texts/service-channels/EMAIL', { titles: { EN: 'Mail' } }, 'params.csType'],
      ['/wps/operator/texts/point-rewards/1', { units: { EN: 'x'.repeat(17) } }, 'body.units.EN'],
    ] as const) {
      const response = await operator('PUT', path, payload);
      expect([response.statusCode, response.json().field], `${path} ${JSON.stringify(payload)}`).toEqual([400, field]);
    }
    const missing = await operator('PUT', '/wps/operator/texts/deposit-channels/NOPE', body);
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'params.code']);
    // Another site's reward is not this site's.
    const [auroraReward] = (
      await db().execute(sql`SELECT id::text FROM point_rewards WHERE site_id = ${auroraId} LIMIT 1`)
    ).rows as { id: string }[];
    expect((await operator('PUT', `/wps/operator/texts/point-rewards/${auroraReward!.id}`, body)).statusCode).toBe(404);
  });

  it('writes a channel, a service title, a level and a unit per language, as members then read them', async () => {
    const channel = await operator('PUT', channelPath, { names: { TY: 'Chuyển khoản', EN: 'Bank wire' } });
    expect(channel.json().value, channel.body).toEqual({
      names: { TY: 'Chuyển khoản', EN: 'Bank wire' },
      notes: {
        TY: 'Ghi tên đăng nhập của bạn vào nội dung chuyển khoản.',
        EN: 'Write your username as the transfer reference.',
      },
    });
    expect((await channelNames(lotus.speaking('EN')))[0]).toBe('Bank wire');
    const service = await operator('PUT', '/wps/operator/texts/service-channels/LIVECHAT', {
      titles: { EN: 'Chat with us', TY: 'Trò chuyện với chúng tôi' },
    });
    expect(service.statusCode, service.body).toBe(200);
    expect(await serviceTitles(lotus.speaking('EN'))).toEqual({
      permission: ['Chat with us'],
      channels: ['Chat with us'],
    });
    expect((await operator('PUT', '/wps/operator/texts/vip-levels/1', { names: { EN: 'Copper' } })).statusCode).toBe(
      200,
    );
    expect((await vipNames(lotus.speaking('EN')))[1]).toBe('Copper');
    const [reward] = (await db().execute(sql`SELECT id::text FROM point_rewards WHERE site_id = ${lotusId} LIMIT 1`))
      .rows as { id: string }[];
    const unit = await operator('PUT', `/wps/operator/texts/point-rewards/${reward!.id}`, {
      units: { TY: 'chiếc', EN: 'pieces' },
    });
    expect(unit.json().value.units).toEqual({ TY: 'chiếc', EN: 'pieces' });
    expect((await rewardUnits(lotus.speaking('TY')))[0]).toBe('chiếc');
    const audited = await db().execute(
      sql`SELECT subject FROM audit_log WHERE site_id = ${lotusId} AND action = 'texts.write' ORDER BY id`,
    );
    expect(audited.rows.map((row) => row.subject)).toEqual([
      'payment-channel:BANK',
      'service-channel:LIVECHAT',
      'vip-level:1',
      `point-reward:${reward!.id}`,
    ]);
  });
});
