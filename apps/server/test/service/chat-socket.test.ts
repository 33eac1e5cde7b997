import type { ChatServerFrame } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let staff: OperatorCall;
let socketUrl: string;
let member2Token: string;
const clock = manualClock();

/** A browser's side of the socket: every frame it got, and a way to wait for one. */
async function connect(token: string, after = '0') {
  const socket = new WebSocket(socketUrl);
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed: number | null = null;
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code) => {
    closed = code;
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'hello', token, merchant: site.code, after }));
  const until = async (test: (frames: ChatServerFrame[]) => boolean) => {
    while (!test(frames) && closed === null) await new Promise<void>((wake) => waiters.push(wake));
    return frames;
  };
  return { socket, frames, until, closedWith: () => closed };
}
const bodies = (frames: ChatServerFrame[]) =>
  frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.body] : []));

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
  socketUrl = `${address.replace('http', 'ws')}/wps/chat/socket`;
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
    await browser.until((frames) => frames.some((frame) => frame.type === 'ready'));
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
    await browser.until((frames) => frames.some((frame) => frame.type === 'ready'));
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
    const lastSeen = browser.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.id] : [])).at(-1)!;
    browser.socket.close();

    // While the member is away the staff writes twice; the reconnecting browser asks for what follows its last id.
    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Are you there?' });
    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Your deposit is credited' });
    const back = await connect(member.token!, lastSeen);
    await back.until((frames) => frames.some((frame) => frame.type === 'ready'));
    expect(bodies(back.frames)).toEqual(['Are you there?', 'Your deposit is credited']);
    expect(back.frames.at(-1)).toEqual({ type: 'ready', unread: 3 });

    const newest = back.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.id] : [])).at(-1)!;
    back.socket.send(JSON.stringify({ type: 'read', upTo: newest }));
    await back.until((frames) => frames.some((frame) => frame.type === 'unread' && frame.unread === 0));
    back.socket.close();
  });

  it('holds the chat limit across a member’s sockets under a burst, and lets them write again after it', async () => {
    const third = new PortalClient(ctx.app, site.code);
    await third.register({ username: 'socket03', password: 'secret12', confirmPassword: 'secret12' });
    const tabs = await Promise.all([connect(third.token!), connect(third.token!)]);
    await Promise.all(tabs.map((tab) => tab.until((frames) => frames.some((frame) => frame.type === 'ready'))));
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
    await browser.until((frames) => frames.some((frame) => frame.type === 'ready'));
    expect((await member.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    browser.socket.send(JSON.stringify({ type: 'send', body: 'still here?' }));
    await browser.until(() => false);
    expect(browser.closedWith()).toBe(4401);
  });

  it('answers a frame during a database outage with DATABASE_UNAVAILABLE, and works again after it', async () => {
    const browser = await connect(member2Token);
    await browser.until((frames) => frames.some((frame) => frame.type === 'ready'));
    const databaseName = new URL(ctx.database.url).pathname.slice(1);
    const admin = async (sql: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: inject('serverUrl') });
      await client.connect();
      await client.query(sql, values).finally(() => client.end());
    };
    await admin(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS false`);
    try {
      await admin('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
      browser.socket.send(JSON.stringify({ type: 'send', body: 'during the outage' }));
      await browser.until((frames) => frames.some((frame) => frame.type === 'error'));
      expect(browser.frames.find((frame) => frame.type === 'error')).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(browser.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      await admin(`ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`);
    }
    // The pool connects anew by itself; an idle client killed above may fail once more before that.
    let delivered = false;
    for (let attempt = 0; attempt < 5 && !delivered; attempt++) {
      browser.socket.send(JSON.stringify({ type: 'send', body: `after the outage ${attempt}` }));
      await browser.until(
        (frames) =>
          bodies(frames).some((body) => body.startsWith('after the outage')) ||
          frames.filter((f) => f.type === 'error').length > attempt + 1,
      );
      delivered = bodies(browser.frames).some((body) => body.startsWith('after the outage'));
    }
    expect(delivered).toBe(true);
    browser.socket.close();
  });
});
