import { chatCloseCodes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listenerName } from '../../src/platform/pg-listener.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createSecondInstance, createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { adminQuery } from '../scratch-postgres.js';
import { until } from '../until.js';
import { bodies, chatSocketUrl, connectChat, lastMessageId } from './chat-browser.js';

/** Two servers on one database, as behind a load balancer: a member's sockets may land on either. */
let first: TestContext;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let site: BuiltSite;
let token: string;
let staff: OperatorCall;
const urls: string[] = [];

const connect = (instance: 0 | 1, after = '0') => connectChat(urls[instance]!, site.code, token, after);

beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondInstance(first);
  site = await buildSite(first.database.db);
  await Promise.all([first.app.sites.reload(), second.app.sites.reload()]);
  const member = new PortalClient(first.app, site.code);
  await member.register({ username: 'twohosts', password: 'secret12', confirmPassword: 'secret12' });
  token = member.token!;
  staff = await signInOperator(first, site.code, 'hoststaff', [site.id]);
  for (const app of [first.app, second.app]) urls.push(chatSocketUrl(await app.listen({ host: '127.0.0.1', port: 0 })));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('the chat across instances', () => {
  it("delivers live to a member's sockets on both instances, and the staff's answer and the unread count too", async () => {
    const [desktop, phone] = await Promise.all([connect(0), connect(1)]);
    await Promise.all([desktop.ready(), phone.ready()]);

    desktop.socket.send(JSON.stringify({ type: 'send', body: 'Written on the desktop' }));
    await phone.until((frames) => bodies(frames).includes('Written on the desktop'));

    // The staff answers through the first instance; the phone on the second hears it, with the badge.
    const rooms = (await staff('GET', '/wps/operator/chats')).json().value;
    const roomId = rooms.find((room: { account: string }) => room.account === 'twohosts').id;
    expect((await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Answered' })).statusCode).toBe(200);
    for (const browser of [desktop, phone]) {
      await browser.until((frames) => bodies(frames).includes('Answered'));
      await browser.until((frames) => frames.some((frame) => frame.type === 'unread' && frame.unread === 1));
    }

    // Read on the phone: the desktop's badge clears as well.
    phone.socket.send(JSON.stringify({ type: 'read', upTo: lastMessageId(phone.frames) }));
    await desktop.until((frames) => frames.some((frame) => frame.type === 'unread' && frame.unread === 0));
    expect(bodies(desktop.frames)).toEqual(['Written on the desktop', 'Answered']);
    expect(bodies(phone.frames)).toEqual(['Written on the desktop', 'Answered']);
    desktop.socket.close();
    phone.socket.close();
  });

  it('asks sockets to resume when their instance stops hearing the others, and they get what was missed', async () => {
    const phone = await connect(1);
    await phone.ready();
    const heard = lastMessageId(phone.frames);
    // Both instances lose their listening connection (the pools keep theirs): the sockets are told to resume.
    const killed = await adminQuery(
      inject('serverUrl'),
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
      [new URL(first.database.url).pathname.slice(1), listenerName],
    );
    expect(killed.rowCount).toBe(2);
    await phone.until(() => false);
    expect(phone.closedWith()).toBe(chatCloseCodes.resume);

    // Written while (perhaps) nobody listened; the phone comes back after its last message and gets it.
    const rooms = (await staff('GET', '/wps/operator/chats')).json().value;
    const roomId = rooms.find((room: { account: string }) => room.account === 'twohosts').id;
    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'While you were away' });
    await until(() => first.app.sites.listening && second.app.sites.listening);
    const back = await connect(1, heard);
    await back.ready();
    expect(bodies(back.frames)).toEqual(['While you were away']);

    // And live delivery across the instances works again.
    await staff('POST', `/wps/operator/chats/${roomId}/messages`, { body: 'Live again' });
    await back.until((frames) => bodies(frames).includes('Live again'));
    back.socket.close();
  });
});
