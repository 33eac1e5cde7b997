import { type ChatServerFrame, chatCloseCodes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { adminQuery } from '../scratch-postgres.js';
import { until } from '../until.js';
import { bodies, chatSocketUrl, connectChat, isError, lastMessageId } from './chat-browser.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let staff: OperatorCall;
let socketUrl: string;
let member2Token: string;
const clock = manualClock();

const connect = (token: string, after = '0') => connectChat(socketUrl, site.code, token, after);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'socket01', password: 'secret12', confirmPassword: 'secret12' });
  staff = await signInOperator(ctx, site.code, 'socketstaff', [site.id]);
  const second = new PortalClient(ctx.app, site.code);
  await second.register({ username: 'socket02', password: 'secret12', confirmPassword: 'secret12' });
  member2Token = second.token!;
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  socketUrl = chatSocketUrl(address);
});
afterAll(() => ctx.close());

describe('the chat socket', () => {
  it('closes a socket whose first frame has no valid session (4401)', async () => {
    const browser = await connect('not-a-token');
    await browser.until(() => false);
    expect(browser.closedWith()).toBe(4401);
    expect(browser.frames[0]).toMatchObject({ type: 'error', code: 'SESSION_EXPIRED' });
  });

  it('closes a trial user’s socket with TRIAL_ACCOUNT (4403)', async () => {
    const trial = new PortalClient(ctx.app, site.code);
    const token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    const browser = await connect(token);
    await browser.until(() => false);
    expect(browser.closedWith()).toBe(4403);
    expect(browser.frames[0]).toMatchObject({ type: 'error', code: 'TRIAL_ACCOUNT' });
  });

  it('refuses a message over the size limit naming `body`, and keeps the socket open', async () => {
    const browser = await connect(member.token!);
    await browser.ready();
    browser.socket.send(JSON.stringify({ type: 'send', body: 'x'.repeat(1001) }));
    await browser.until((frames) => frames.some((frame) => frame.type === 'error'));
    expect(browser.frames.find((frame) => frame.type === 'error')).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'body',
    });
    expect(browser.socket.readyState).toBe(WebSocket.OPEN);
    browser.socket.close();
  });

  it('stores a burst in order, delivers staff answers live, and resumes after a reconnect', async () => {
    const browser = await connect(member.token!);
    await browser.ready();
    // As many as the chat limit lets through in its window (10 in 10 s).
    const burst = Array.from({ length: 10 }, (_, index) => `message ${index}`);
    for (const body of burst) browser.socket.send(JSON.stringify({ type: 'send', body }));
    await browser.until((frames) => bodies(frames).length === burst.length);
    expect(bodies(browser.frames)).toEqual(burst);

    const rooms = (await staff('GET', '/wps/operator/chats')).json().value;
    expect(rooms[0]).toMatchObject({ account: 'socket01', unread: 10 });
    const roomId = rooms[0].id;
    const seen = (await staff('GET', `/wps/operator/chats/${roomId}/messages`)).json().value;
    expect(seen.map((message: { body: string }) => message.body)).toEqual(burst);

    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'We are on it' });
    await browser.until((frames) => bodies(frames).includes('We are on it'));
    await browser.until((frames) => frames.some((frame) => frame.type === 'unread' && frame.unread === 1));
    const lastSeen = lastMessageId(browser.frames);
    browser.socket.close();

    // While the member is away the staff writes twice; the reconnecting browser asks for what follows its last id.
    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Are you there?' });
    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Your deposit is credited' });
    const back = await connect(member.token!, lastSeen);
    await back.ready();
    expect(bodies(back.frames)).toEqual(['Are you there?', 'Your deposit is credited']);
    expect(back.frames.at(-1)).toEqual({ type: 'ready', unread: 3 });

    const newest = lastMessageId(back.frames);
    back.socket.send(JSON.stringify({ type: 'read', upTo: newest }));
    await back.until((frames) => frames.some((frame) => frame.type === 'unread' && frame.unread === 0));
    back.socket.close();
  });

  it('holds the chat limit across a member’s sockets under a burst, and lets them write again after it', async () => {
    const third = new PortalClient(ctx.app, site.code);
    await third.register({ username: 'socket03', password: 'secret12', confirmPassword: 'secret12' });
    const tabs = await Promise.all([connect(third.token!), connect(third.token!)]);
    await Promise.all(tabs.map((tab) => tab.ready()));
    for (let index = 0; index < 8; index++) {
      for (const [tab, browser] of tabs.entries())
        browser.socket.send(JSON.stringify({ type: 'send', body: `t${tab}-${index}` }));
    }
    const errors = (frames: ChatServerFrame[]) => frames.filter((frame) => frame.type === 'error');
    const answered = (browser: (typeof tabs)[number]) => (frames: ChatServerFrame[]) =>
      errors(frames).length + bodies(frames).filter((body) => body.startsWith(`t${tabs.indexOf(browser)}-`)).length >=
      8;
    await Promise.all(tabs.map((browser) => browser.until(answered(browser))));
    const refused = tabs.flatMap((browser) => errors(browser.frames));
    expect(refused).toHaveLength(6);
    expect(refused[0]).toMatchObject({ code: 'THROTTLED', field: 'body' });
    const staffRooms = (await staff('GET', '/wps/operator/chats')).json().value;
    const room = staffRooms.find((row: { account: string }) => row.account === 'socket03');
    expect(room.unread).toBe(10);

    clock.advance(10_000);
    tabs[0]!.socket.send(JSON.stringify({ type: 'send', body: 'after the wait' }));
    await tabs[1]!.until((frames) => bodies(frames).includes('after the wait'));
    for (const browser of tabs) browser.socket.close();
  });

  it('stops serving a socket whose session ended', async () => {
    const browser = await connect(member.token!);
    await browser.ready();
    expect((await member.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    browser.socket.send(JSON.stringify({ type: 'send', body: 'still here?' }));
    await browser.until(() => false);
    expect(browser.closedWith()).toBe(4401);
  });

  it('asks its sockets to resume when the database goes, refuses new ones meanwhile, and serves them after', async () => {
    const browser = await connect(member2Token);
    await browser.ready();
    const databaseName = new URL(ctx.database.url).pathname.slice(1);
    await adminQuery(inject('serverUrl'), `ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS false`);
    try {
      await adminQuery(
        inject('serverUrl'),
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [databaseName],
      );
      // The instance no longer hears other instances' frames: its socket is told to come back for them.
      await browser.until(() => false);
      expect(browser.closedWith()).toBe(chatCloseCodes.resume);
      const during = await connect(member2Token);
      await during.until(() => false);
      expect(during.frames[0]).toMatchObject({ type: 'error', code: 'DATABASE_UNAVAILABLE' });
      expect(during.closedWith()).toBe(1011);
    } finally {
      await adminQuery(inject('serverUrl'), `ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`);
    }
    // Back by itself: the listener reconnects, and a socket opened then is served (an idle client of the
    // pool killed above may fail one more frame, so the browser tries again as it would).
    await until(() => ctx.app.sites.listening);
    let delivered = false;
    for (let attempt = 0; attempt < 5 && !delivered; attempt++) {
      const back = await connect(member2Token);
      await back.until((frames) => frames.some((frame) => frame.type === 'ready' || frame.type === 'error'));
      back.socket.send(JSON.stringify({ type: 'send', body: `after the outage ${attempt}` }));
      await back.until(
        (frames) => bodies(frames).some((body) => body.startsWith('after the outage')) || frames.some(isError),
      );
      delivered = bodies(back.frames).some((body) => body.startsWith('after the outage'));
      back.socket.close();
    }
    expect(delivered).toBe(true);
  });
});
