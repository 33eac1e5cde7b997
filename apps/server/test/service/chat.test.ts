import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceChannels, siteCustomerServices } from '../../src/db/schema/index.js';
import { sealServiceChannels } from '../../src/demo/seal-service-channels.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let member: PortalClient;
let staff: OperatorCall;
let stranger: OperatorCall;
let roomId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  await ctx.database.db.insert(serviceChannels).values([
    { siteId: site.id, csType: 'LIVECHAT', title: 'Live chat', pathSealed: ctx.app.secrets.seal('chat-room'), sort: 0 },
    {
      siteId: site.id,
      csType: 'TELEGRAM',
      title: 'Telegram',
      pathSealed: ctx.app.secrets.seal('https://t.me/x'),
      sort: 1,
    },
  ]);
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'chatter01', password: 'secret12', confirmPassword: 'secret12' });
  staff = await signInOperator(ctx, site.code, 'chatstaff', [site.id]);
  stranger = await signInOperator(ctx, other.code, 'otherstaff', [other.id]);
});
afterAll(() => ctx.close());

describe('CBS_modelList and CBS_launchChat', () => {
  it("lists the site's channels with their paths opened, stored sealed", async () => {
    const response = await new PortalClient(ctx.app, site.code).call('GET', '/wps/relay/CBS_modelList');
    expect(response.json().value).toMatchObject([
      { csType: 'LIVECHAT', title: 'Live chat', path: 'chat-room' },
      { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/x' },
    ]);
    const stored = await ctx.database.db.select().from(serviceChannels);
    expect(stored.every((row) => !row.pathSealed.includes('t.me'))).toBe(true);
    expect((await new PortalClient(ctx.app, other.code).call('GET', '/wps/relay/CBS_modelList')).json().value).toEqual(
      [],
    );
  });

  it("seals each site's configured channels once, leaving sites that have sealed ones alone", async () => {
    const fresh = await buildSite(ctx.database.db);
    await ctx.database.db
      .insert(siteCustomerServices)
      .values({ siteId: fresh.id, csType: 'TELEGRAM', title: 'TG', path: 'https://t.me/fresh' });
    await sealServiceChannels(ctx.database.db, ctx.app.secrets);
    await sealServiceChannels(ctx.database.db, ctx.app.secrets);
    await ctx.app.sites.reload();
    const listed = await new PortalClient(ctx.app, fresh.code).call('GET', '/wps/relay/CBS_modelList');
    expect(listed.json().value.filter((entry: { path: string }) => entry.path === 'https://t.me/fresh')).toHaveLength(
      1,
    );
    const ours = await new PortalClient(ctx.app, site.code).call('GET', '/wps/relay/CBS_modelList');
    expect(ours.json().value).toHaveLength(2);
  });

  it('launches the chat for a member only: 401 without a session, TRIAL_ACCOUNT for a trial user', async () => {
    expect((await new PortalClient(ctx.app, site.code).call('GET', '/wps/relay/CBS_launchChat')).statusCode).toBe(401);
    const trial = new PortalClient(ctx.app, site.code);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    const refused = await trial.call('GET', '/wps/relay/CBS_launchChat');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_ACCOUNT');
    const launched = await member.call('GET', '/wps/relay/CBS_launchChat');
    expect(launched.json().value).toEqual({ chatUrl: '/wps/chat/socket', unread: 0 });
  });
});

describe('the staff side', () => {
  it('refuses a caller without an operator session (401), a member token too', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/wps/operator/chats',
      headers: { merchant: site.code },
    });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await member.call('GET', '/wps/operator/chats');
    expect(asMember.statusCode).toBe(401);
  });

  it("refuses another site's operator (403) and hides a room of another site (404)", async () => {
    // The member's room exists once the chat was launched above.
    const rooms = (await staff('GET', '/wps/operator/chats')).json().value;
    roomId = rooms[0].id;
    const otherHeaders = { merchant: site.code };
    expect((await stranger('GET', '/wps/operator/chats', undefined, otherHeaders)).statusCode).toBe(403);
    expect((await stranger('GET', `/wps/operator/chats/${roomId}/messages`)).statusCode).toBe(404);
    expect((await stranger('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'hi' })).statusCode).toBe(404);
  });

  it('refuses bad input naming the field (400)', async () => {
    const long = await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('body.body');
    const empty = await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: '   ' });
    expect(empty.json().field).toBe('body.body');
    const badId = await staff('GET', '/wps/operator/chats/abc/messages');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('params.id');
  });

  it('answers a member: stored, unread for the member until read, listed unread-first for the staff', async () => {
    const answer = await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Hello, how can we help?' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({ sender: 'staff', body: 'Hello, how can we help?' });
    expect((await member.call('GET', '/wps/relay/CBS_launchChat')).json().value.unread).toBe(1);
    const history = (await staff('GET', `/wps/operator/chats/${roomId}/messages`)).json().value;
    expect(history.map((message: { body: string }) => message.body)).toEqual(['Hello, how can we help?']);
    const rooms = (await staff('GET', '/wps/operator/chats')).json().value;
    expect(rooms[0]).toMatchObject({
      id: roomId,
      account: 'chatter01',
      unread: 0,
      lastMessage: 'Hello, how can we help?',
    });
  });
});
