import { chatCloseCodes } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chatMessages, chatRooms } from '../../src/db/schema/index.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { until } from '../until.js';
import { bodies, chatSocketUrl, connectChat } from './chat-browser.js';

/**
 * Issue 22 finding 8: the chat socket had no backpressure and no hello deadline (two sockets took the
 * server from 412 to 755 MB and kept it busy 85 s; 200 sockets that never signed in stayed open). Its
 * bounds are small here so that each shows in a few frames; the defaults are in chat-limits.ts.
 */
let ctx: TestContext;
let site: BuiltSite;
let socketUrl: string;
const clock = manualClock();
const limits = {
  helloTimeoutMs: 300,
  perMember: 2,
  perAddress: 4,
  frameBurst: 3,
  framesPerSecond: 1,
  maxQueuedFrames: 8,
  maxBufferedBytes: 64 * 1024,
};

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now, chatLimits: limits });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  socketUrl = chatSocketUrl(await ctx.app.listen({ host: '127.0.0.1', port: 0 }));
});
afterAll(() => ctx.close());

async function member(username: string) {
  const client = new PortalClient(ctx.app, site.code);
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  return client.token!;
}

/** A socket that says nothing: it answers how it was closed. */
async function silentSocket() {
  const socket = new WebSocket(socketUrl);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, closed };
}

const storedBy = async (username: string) => {
  const memberId = await memberIdOf(ctx.database.db, site.id, username);
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(eq(chatRooms.memberId, memberId));
  return row!.n;
};

describe('the chat socket’s bounds', () => {
  it('closes a socket that says no hello within the deadline (4408)', async () => {
    const { closed } = await silentSocket();
    expect(await closed).toBe(chatCloseCodes.helloTimeout);
  });

  it('refuses sockets past the cap of an address (4429), and takes one again when one closes', async () => {
    const token = await member('address1');
    const open = await Promise.all(Array.from({ length: limits.perAddress }, () => silentSocket()));
    const over = await silentSocket();
    expect(await over.closed).toBe(chatCloseCodes.tooManySockets);
    open[0]!.socket.close();
    await open[0]!.closed;
    // Once the server has seen it go, a socket from the address is taken again (and says hello).
    await until(async () => {
      const browser = await connectChat(socketUrl, site.code, token);
      await browser.until((frames) => frames.some((frame) => frame.type === 'ready'));
      const taken = browser.closedWith() === null;
      browser.socket.close();
      return taken;
    });
    await Promise.all(open.slice(1).map((socket) => socket.closed));
  });

  it('refuses a member’s sockets past its cap (4429) and lets the first ones chat', async () => {
    const token = await member('capped01');
    const first = await connectChat(socketUrl, site.code, token);
    const second = await connectChat(socketUrl, site.code, token);
    await Promise.all([first.ready(), second.ready()]);
    const third = await connectChat(socketUrl, site.code, token);
    await third.until(() => false);
    expect(third.closedWith()).toBe(chatCloseCodes.tooManySockets);
    expect(third.frames[0]).toMatchObject({ type: 'error', code: 'THROTTLED', field: 'socket', params: { max: 2 } });
    first.socket.send(JSON.stringify({ type: 'send', body: 'still here' }));
    await second.until((frames) => bodies(frames).includes('still here'));
    for (const browser of [first, second]) browser.socket.close();
  });

  it('throttles a flood of frames in memory: the refused ones never reach the database', async () => {
    const token = await member('flooder1');
    const browser = await connectChat(socketUrl, site.code, token);
    await browser.ready();
    // The hello took one of the three frames the socket may send at once.
    for (let index = 0; index < 40; index++) browser.socket.send(JSON.stringify({ type: 'send', body: `f${index}` }));
    const refused = (frames: typeof browser.frames) =>
      frames.filter((frame) => frame.type === 'error' && frame.code === 'THROTTLED' && frame.field === 'frame');
    await browser.until((frames) => refused(frames).length === 38 && bodies(frames).length === 2);
    expect(bodies(browser.frames)).toEqual(['f0', 'f1']);
    expect(await storedBy('flooder1')).toBe(2);
    // The 38 refused frames were never counted against the member's chat limit (10 in 10 s, in the
    // database): once the socket may send again, its messages are stored.
    clock.advance(3_000);
    for (const body of ['a', 'b', 'c']) browser.socket.send(JSON.stringify({ type: 'send', body }));
    await browser.until((frames) => bodies(frames).includes('c'));
    expect(await storedBy('flooder1')).toBe(5);
    browser.socket.close();
  });

  it('drops a socket whose reader does not read once its outgoing bytes pass the bound', async () => {
    const token = await member('sleeper1');
    const browser = await connectChat(socketUrl, site.code, token);
    await browser.ready();
    const peer = (browser.socket as unknown as { _socket: import('node:net').Socket })._socket;
    browser.socket.on('error', () => undefined); // the writes after the drop fail: expected
    peer.pause();
    // Each frame is refused (throttled) and answered; unread, the answers pile up on the server.
    const frame = JSON.stringify({ type: 'read', upTo: '1' });
    let sent = 0;
    while (browser.socket.readyState === WebSocket.OPEN && !peer.destroyed && sent < 200_000) {
      for (let index = 0; index < 1000; index++) browser.socket.send(frame);
      sent += 1000;
      // Lets the server (in this process) read them and answer.
      await new Promise((resolve) => setImmediate(resolve));
    }
    peer.resume();
    await browser.until(() => false);
    // Dropped, not closed politely: its buffer is freed at once (1006: no close frame could reach it).
    expect(browser.closedWith()).toBe(1006);
    expect(sent).toBeLessThan(200_000);
    // The server lives on: a new socket of the member is served.
    const back = await connectChat(socketUrl, site.code, token);
    await back.ready();
    back.socket.close();
  });
});
