import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { signInOperatorWith } from '../../testing/operator-sign-in.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { injectPost } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let channels: { bank: string; demo: string };
let operatorToken: string;
let keySeq = 0;

async function depositAs(client: PortalClient, channelId: string, amount: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: { merchant: site.code, authorization: client.token!, 'idempotency-key': `msg-dep-${keySeq++}-k` },
    payload: { channelId, amount },
  });
  return response.json().value.id as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const rows = await ctx.database.db
    .insert(paymentChannels)
    .values([
      { siteId: site.id, code: 'BANK', kind: 'bank_transfer', name: 'Bank', minAmount: 100n, maxAmount: 10_000_000n },
      { siteId: site.id, code: 'DEMO', kind: 'instant_demo', name: 'Demo', minAmount: 100n, maxAmount: 10_000_000n },
    ])
    .returning({ id: paymentChannels.id });
  channels = { bank: String(rows[0]!.id), demo: String(rows[1]!.id) };
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code).speaking('TY');
  await member.register({ username: 'reader01', password: 'secret12', confirmPassword: 'secret12' });
  await insertOperator(ctx.database.db, 'msgop', await hashPassword('operator-password'), null);
  operatorToken = (
    await signInOperatorWith(injectPost(ctx, site.code), { username: 'msgop', password: 'operator-password' }, ctx.now)
  ).token;
});
afterAll(() => ctx.close());

const unread = async () => (await member.call('GET', '/wps/relay/CSP_unreadCount')).json().value.count;

describe('system messages on money events', () => {
  it("writes a credited deposit's message in the member's language", async () => {
    await depositAs(member, channels.demo, '1234.5');
    const inbox = (await member.call('GET', '/wps/messages')).json().value;
    expect(inbox.total).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      kind: 'deposit_credited',
      title: 'Nạp tiền thành công',
      body: 'Khoản nạp $1.234,50 đã được cộng vào ví chính của bạn.',
      read: false,
    });
  });

  it('writes a rejected deposit with the operator reason, and counts unread messages', async () => {
    const id = await depositAs(member, channels.bank, '20');
    await ctx.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${id}/reject`,
      headers: { merchant: site.code, authorization: operatorToken },
      payload: { reason: 'không nhận được tiền' },
    });
    const [latest] = (await member.call('GET', '/wps/messages')).json().value.items;
    expect(latest).toMatchObject({
      kind: 'deposit_failed',
      body: 'Khoản nạp $20,00 không được cộng: không nhận được tiền',
    });
    expect(await unread()).toBe(2);
    expect((await member.call('GET', '/wps/member/info')).json().value.unreadMessages).toBe(2);
  });
});

describe('the inbox', () => {
  it('marks read, filters unread, deletes, and never reaches another member', async () => {
    const items = (await member.call('GET', '/wps/messages')).json().value.items as { id: string }[];
    const [newest, oldest] = items;
    expect((await member.call('POST', `/wps/messages/${oldest!.id}/read`)).json().value.read).toBe(true);
    expect(await unread()).toBe(1);
    const onlyUnread = (await member.call('GET', '/wps/messages?unread=true')).json().value;
    expect(onlyUnread.items.map((item: { id: string }) => item.id)).toEqual([newest!.id]);

    const stranger = new PortalClient(ctx.app, site.code);
    await stranger.register({ username: 'stranger1', password: 'secret12', confirmPassword: 'secret12' });
    expect((await stranger.call('POST', `/wps/messages/${newest!.id}/read`)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/wps/messages/${newest!.id}`)).statusCode).toBe(404);

    expect((await member.call('DELETE', `/wps/messages/${newest!.id}`)).statusCode).toBe(200);
    expect((await member.call('GET', '/wps/messages')).json().value.total).toBe(1);
    expect(await unread()).toBe(0);
  });

  it('401 without a session, 403 for trial users (no inbox), 400 for a malformed id', async () => {
    expect((await new PortalClient(ctx.app, site.code).call('GET', '/wps/messages')).statusCode).toBe(401);
    const trial = new PortalClient(ctx.app, site.code);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    expect((await trial.call('GET', '/wps/messages')).json().code).toBe('TRIAL_ACCOUNT');
    expect((await trial.call('GET', '/wps/relay/CSP_unreadCount')).json().code).toBe('TRIAL_ACCOUNT');
    expect((await trial.call('GET', '/wps/member/info')).json().value.unreadMessages).toBe(0);
    expect((await member.call('POST', '/wps/messages/abc/read')).json().field).toBe('params.id');
  });
});
